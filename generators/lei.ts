import fc from 'fast-check';
import { mod97CheckDigits } from './mod97.ts';

const ALPHANUMERIC = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

function text(length: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: length, maxLength: length });
}

/**
 * A LEI: a four-character prefix, `00`, twelve characters and two ISO 17442 check digits, all
 * upper-case letters or digits, matching assumptions.md A2 (`^[A-Z0-9]{18}[0-9]{2}$`), for
 * records that are valid as a whole. The `00` in positions 5-6 keeps the 2012 edition of ISO
 * 17442 (which reserved them) as well as the current one, so that a record built on it is judged
 * under its own rule only; the whole A2 set is {@link anyLei}'s, sent under record-lei-invalid.
 */
export function lei(): fc.Arbitrary<string> {
  return fc
    .tuple(text(4), text(12))
    .map(([prefix, entity]) => `${prefix}00${entity}`)
    .map((body) => body + mod97CheckDigits(body));
}

/**
 * A LEI drawn from the whole A2 pattern (`^[A-Z0-9]{18}[0-9]{2}$`): any 18 upper-case letters or
 * digits and valid ISO 17442 check digits (A2 leaves a wrong check open, so a legal value keeps
 * it right). Every provider following A2 accepts these (record-lei-invalid, accept side).
 */
export function anyLei(): fc.Arbitrary<string> {
  return text(18).map((body) => body + mod97CheckDigits(body));
}

/**
 * LEIs at the edges of the A2 pattern, each legal (A2) with valid check digits and each refused
 * by a validator of the 2012 edition of ISO 17442 (`00` in positions 5-6): letters there
 * (`HWUPKR0MPOU8FGXBT394`), and a body of letters only. Deterministic examples of
 * record-lei-invalid (accept side).
 */
export const WIDEST_LEIS: readonly string[] = [
  'HWUPKR0MPOU8FGXBT394',
  `ZYXWVUTSRQPONMLKJI${mod97CheckDigits('ZYXWVUTSRQPONMLKJI')}`,
];

/**
 * A LEI every provider following A2 rejects: 19 or 21 characters, letters as check digits (A2:
 * `^[A-Z0-9]{18}[0-9]{2}$`), or a valid LEI with a letter in lower case (A2 gives the pattern and
 * A12 applies it to the whole value: no sentence lets a provider upper-case first). INVALID_FIELD (A2).
 */
export function badLei(): fc.Arbitrary<string> {
  return fc.oneof(
    lei().map((v) => v.slice(0, 19)),
    lei().map((v) => `${v}7`),
    lei().map((v) => `${v.slice(0, 18)}AB`),
    lei()
      .filter((v) => /[A-Z]/.test(v))
      .map((v) => v.toLowerCase()),
  );
}
