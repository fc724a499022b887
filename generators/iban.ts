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
 * An IBAN every conforming provider rejects, whatever print format it tolerates: no upper-casing,
 * no removal of spaces, hyphens or any other separator makes it match the A2 pattern
 * (`^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$`). Shapes: digits where the country goes (`12…`), a country
 * letter replaced by `_`, `.` or `#` (`N_91…`), nothing after the check digits (`NL91`), or 35
 * characters (over 34). Never only the mod-97 checksum broken: A2 does not assert it.
 * INVALID_FIELD (A2).
 */
export function badIban(): fc.Arbitrary<string> {
  return fc.oneof(
    iban().map((v) => `12${v.slice(2)}`),
    fc.tuple(iban(), fc.constantFrom('_', '.', '#')).map(([v, c]) => `${v.slice(0, 1)}${c}${v.slice(2)}`),
    iban().map((v) => v.slice(0, 4)),
    iban().map((v) => (v + '0'.repeat(40)).slice(0, 35)),
  );
}
