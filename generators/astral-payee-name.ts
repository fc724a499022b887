import fc from 'fast-check';
import { payeeName } from './payee-name.ts';

const ASTRAL = ['😀', '🏦', '𝔄', '𠀋', '👩‍💼'];

/**
 * A short payee name holding astral characters (emoji, mathematical letters, CJK extension B).
 * Sent only to check that it causes no 5xx: its length is not asserted, since providers count
 * such characters differently (assumptions.md A13).
 */
export function astralPayeeName(): fc.Arbitrary<string> {
  return fc
    .tuple(payeeName({ maxLength: 40 }), fc.constantFrom(...ASTRAL), payeeName({ maxLength: 40 }))
    .map(([before, astral, after]) => `${before} ${astral} ${after}`);
}
