import fc from 'fast-check';
import { mod97CheckDigits } from './mod97.ts';

const ALPHANUMERIC = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

/**
 * A LEI: 18 upper-case letters or digits and two ISO 17442 check digits, matching
 * assumptions.md A2 (`^[A-Z0-9]{18}[0-9]{2}$`).
 */
export function lei(): fc.Arbitrary<string> {
  return fc
    .string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 18, maxLength: 18 })
    .map((body) => body + mod97CheckDigits(body));
}

/** A LEI that breaks the A2 pattern: 19 or 21 characters, lower case, or letters as check digits. */
export function badLei(): fc.Arbitrary<string> {
  return fc.oneof(
    lei().map((v) => v.slice(0, 19)),
    lei().map((v) => `${v}7`),
    lei()
      .map((v) => v.toLowerCase())
      .filter((v) => /[a-z]/.test(v)),
    lei().map((v) => `${v.slice(0, 18)}AB`),
  );
}
