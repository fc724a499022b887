import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';

const END_USER_CHARACTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-');
/**
 * ASCII characters outside `[a-zA-Z0-9-]` that a header value carries unencoded: punctuation and
 * an inner space. No non-ASCII letters: some HTTP stacks reject those before any header rule.
 */
const OUTSIDE = Array.from('_.:/@+ #~!*=;$');

function endUserText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...END_USER_CHARACTERS), minLength, maxLength });
}

/**
 * A valid X-End-User: letters, digits and hyphens, 3 to 50 characters (interface.md Endpoints/4,
 * Limits; bounds read from schemas/requests/bulk-headers.schema.json).
 */
export function endUser(): fc.Arbitrary<string> {
  const l = limits();
  return endUserText(l.endUserMin, l.endUserMax);
}

/**
 * An X-End-User of valid characters but a length outside 3-50: 1 to 2, or 51 to 120 characters
 * (an empty value is left out: for an optional header it is not addressed). Shrinks towards 1
 * or towards 51.
 */
export function endUserWrongLength(): fc.Arbitrary<string> {
  const l = limits();
  return fc.oneof(endUserText(1, l.endUserMin - 1), endUserText(l.endUserMax + 1, l.endUserMax + 70));
}

/**
 * An X-End-User of 4 to 50 characters holding one ASCII character outside `[a-zA-Z0-9-]`
 * (`dept_42`, `a b-c`; interface.md Endpoints/4 pattern `^[a-zA-Z0-9\-]{3,50}`, which A12 applies
 * to the whole value), never at an edge where a server would trim a space.
 */
export function endUserBadCharacter(): fc.Arbitrary<string> {
  const l = limits();
  return fc
    .tuple(endUserText(l.endUserMin, l.endUserMax - 1), fc.constantFrom(...OUTSIDE), fc.nat())
    .map(([text, bad, at]) => {
      const i = 1 + (at % Math.max(1, text.length - 1));
      return `${text.slice(0, i)}${bad}${text.slice(i)}`;
    });
}
