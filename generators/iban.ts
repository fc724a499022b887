import fc from 'fast-check';
import { BBAN_COUNTRIES, bban } from './bban.ts';
import { mod97CheckDigits } from './mod97.ts';

/**
 * An IBAN of NL, DE, GB, BE, FR, ES or IT with its country's length and BBAN layout, valid mod-97
 * check digits (ISO 13616) and valid national check characters (see `bban`). It matches the
 * pattern of assumptions.md A2 (`^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$`); A2 does not assert the
 * checksums, so the suite sends IBANs that pass them all: a provider that checks them accepts
 * these too.
 */
export function iban(): fc.Arbitrary<string> {
  return fc
    .constantFrom(...BBAN_COUNTRIES)
    .chain((country) => bban(country).map((b) => `${country}${mod97CheckDigits(b + country)}${b}`));
}

/**
 * IBANs at the edges of the A2 pattern (`^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$`), each with valid
 * mod-97 and national check digits (the example IBANs of the ISO 13616 registry): the shortest in
 * use (NO, 15 characters), the longest (LC, 32), and ones ending in letters (MT, SC). A2 states
 * the pattern, and "the suite sends checksum-valid IBANs as valid values": every provider
 * following it accepts these. Deterministic examples of record-iban-invalid (accept side).
 */
export const WIDEST_IBANS: readonly string[] = [
  'NO9386011117947',
  'LC55HEMM000100010012001200023015',
  'MT84MALT011000012345MTLCAST001S',
  'SC18SSCB11010000000000001497USD',
];

/** A legal IBAN of the A2 pattern: one of {@link iban} or one of {@link WIDEST_IBANS} (record-iban-invalid, accept side). */
export function anyIban(): fc.Arbitrary<string> {
  return fc.oneof(iban(), fc.constantFrom(...WIDEST_IBANS));
}

/** `iban` in print format: groups of four characters separated by one space (`NL91 ABNA 0417 1643 00`). */
export function printFormat(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An IBAN every provider following A2 rejects: digits where the country goes (`12…`), a country
 * letter replaced by `_`, `.` or `#` (`N_91…`), nothing after the check digits (`NL91`), 35
 * characters (over 34), or a valid IBAN in lower case or in print format (A2 gives the pattern
 * and A12 applies it to the whole value: no sentence lets a provider upper-case or remove spaces
 * first). Never only the mod-97 checksum broken: A2 does not assert it. INVALID_FIELD (A2).
 */
export function badIban(): fc.Arbitrary<string> {
  return fc.oneof(
    iban().map((v) => `12${v.slice(2)}`),
    fc.tuple(iban(), fc.constantFrom('_', '.', '#')).map(([v, c]) => `${v.slice(0, 1)}${c}${v.slice(2)}`),
    iban().map((v) => v.slice(0, 4)),
    iban().map((v) => (v + '0'.repeat(40)).slice(0, 35)),
    iban().map((v) => v.toLowerCase()),
    iban().map(printFormat),
  );
}
