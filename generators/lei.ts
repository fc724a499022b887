import fc from 'fast-check';
import { mod97CheckDigits } from './mod97.ts';

const ALPHANUMERIC = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

/**
 * A LEI: a four-character prefix, `00`, twelve characters and two ISO 17442 check digits, all
 * upper-case letters or digits, matching assumptions.md A2 (`^[A-Z0-9]{18}[0-9]{2}$`). The `00`
 * in positions 5-6 keeps the 2012 edition of ISO 17442 (which reserved them) as well as the
 * current one, so every validator accepts the form.
 */
export function lei(): fc.Arbitrary<string> {
  const text = (length: number) =>
    fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: length, maxLength: length });
  return fc
    .tuple(text(4), text(12))
    .map(([prefix, entity]) => `${prefix}00${entity}`)
    .map((body) => body + mod97CheckDigits(body));
}

/**
 * A LEI every conforming provider rejects, whatever letter case or separators it tolerates: 19 or
 * 21 characters, or letters as check digits (A2: `^[A-Z0-9]{18}[0-9]{2}$`). Upper case only: a
 * provider may upper-case before validating. INVALID_FIELD (A2).
 */
export function badLei(): fc.Arbitrary<string> {
  return fc.oneof(
    lei().map((v) => v.slice(0, 19)),
    lei().map((v) => `${v}7`),
    lei().map((v) => `${v.slice(0, 18)}AB`),
  );
}
