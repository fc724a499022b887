import fc from 'fast-check';
import { mod97CheckDigits } from './mod97.ts';

const DIGITS = Array.from('0123456789');
const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const ALPHANUMERIC = [...LETTERS, ...DIGITS];

/** BBAN layouts of a few countries: `n` digits, `a` upper-case letters, `c` either. */
const BBAN_LAYOUTS: Readonly<Record<string, string>> = {
  NL: 'aaaannnnnnnnnn',
  DE: 'nnnnnnnnnnnnnnnnnn',
  GB: 'aaaannnnnnnnnnnnnn',
  BE: 'nnnnnnnnnnnn',
  FR: 'nnnnnnnnnncccccccccccnn',
  ES: 'nnnnnnnnnnnnnnnnnnnn',
  IT: 'annnnnnnnnnccccccccccccc',
};

function bban(layout: string): fc.Arbitrary<string> {
  const chars = Array.from(layout).map((kind) =>
    fc.constantFrom(...(kind === 'n' ? DIGITS : kind === 'a' ? LETTERS : ALPHANUMERIC)),
  );
  return fc.tuple(...chars).map((parts) => parts.join(''));
}

/**
 * An IBAN with valid mod-97 check digits (ISO 13616) for one of NL, DE, GB, BE, FR, ES, IT. It
 * matches the pattern of assumptions.md A2 (`^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$`); the suite sends
 * checksum-valid IBANs as valid values (A2).
 */
export function iban(): fc.Arbitrary<string> {
  return fc
    .constantFrom(...Object.keys(BBAN_LAYOUTS))
    .chain((country) => bban(BBAN_LAYOUTS[country] ?? 'nnnnnnnnnn').map((b) => ({ country, b })))
    .map(({ country, b }) => `${country}${mod97CheckDigits(b + country)}${b}`);
}

/**
 * An IBAN that breaks the A2 pattern: lower case, an inner space or hyphen, digits where the
 * country goes, nothing after the check digits, or over 34 characters. INVALID_FIELD (A2).
 */
export function badIban(): fc.Arbitrary<string> {
  return fc.oneof(
    iban().map((v) => v.toLowerCase()),
    iban().map((v) => `${v.slice(0, 4)} ${v.slice(4)}`),
    iban().map((v) => `${v.slice(0, 4)}-${v.slice(4)}`),
    iban().map((v) => `12${v.slice(2)}`),
    iban().map((v) => v.slice(0, 4)),
    iban().map((v) => (v + '0'.repeat(40)).slice(0, 35)),
  );
}
