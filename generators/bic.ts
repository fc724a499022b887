import fc from 'fast-check';

const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const ALPHANUMERIC = [...LETTERS, ...Array.from('0123456789')];

function text(units: readonly string[], length: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...units), minLength: length, maxLength: length });
}

/** Location code letters: no digits (a second `0` marks a test BIC, `1` a passive participant) and no `O` (ISO 9362). */
const LOCATION = LETTERS.filter((c) => c !== 'O');
/** Branch codes: `XXX` (head office) or three letters or digits not starting with `X` (ISO 9362 reserves it). */
const BRANCH = fc.oneof(
  fc.constant('XXX'),
  fc
    .tuple(fc.constantFrom(...ALPHANUMERIC.filter((c) => c !== 'X')), text(ALPHANUMERIC, 2))
    .map(([a, b]) => a + b),
);

/**
 * A BIC of 8 or 11 characters matching assumptions.md A2
 * (`^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`), for `bicfi` and `anyBIC` of records that
 * are valid as a whole: a bank code of four letters, a country of NL, DE, GB, BE, FR, ES, IT, a
 * location code of two letters other than `O`, and optionally a branch code. It keeps the ISO
 * 9362 rules a stricter validator might add (no test or passive location code, `X` only in
 * `XXX`), so that a record built on it is judged under its own rule only; the whole A2 set is
 * {@link anyBic}'s, sent under record-bic-invalid.
 */
export function bic(): fc.Arbitrary<string> {
  return fc
    .tuple(text(LETTERS, 4), fc.constantFrom('NL', 'DE', 'GB', 'BE', 'FR', 'ES', 'IT'), text(LOCATION, 2))
    .chain(([bank, country, location]) =>
      fc.option(BRANCH, { nil: '' }).map((branch) => `${bank}${country}${location}${branch}`),
    );
}

/**
 * A BIC drawn from the whole A2 pattern (`^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`):
 * letters or digits in the bank, location and branch codes, any two letters as the country. A2
 * states the pattern and nothing more, so every provider following it accepts these
 * (record-bic-invalid, accept side); ISO 9362's further rules are not A2's.
 */
export function anyBic(): fc.Arbitrary<string> {
  return fc
    .tuple(text(ALPHANUMERIC, 4), text(LETTERS, 2), text(ALPHANUMERIC, 2))
    .chain(([bank, country, location]) =>
      fc.option(text(ALPHANUMERIC, 3), { nil: '' }).map((branch) => `${bank}${country}${location}${branch}`),
    );
}

/**
 * BICs at the edges of the A2 pattern, each legal (A2) and each refused by a validator that adds
 * an ISO 9362 rule A2 does not state: digits in the bank code (`1234DEFF`), a passive (`1`) and a
 * test (`0`) location code, `O` in the location code, a branch code starting with `X` other than
 * `XXX`, and digits in every position that takes them (11 characters). Deterministic examples of
 * record-bic-invalid (accept side).
 */
export const WIDEST_BICS: readonly string[] = [
  '1234DEFF',
  'DEUTDE01',
  'DEUTDEF0',
  'DEUTDEOO',
  'DEUTDEFFX12',
  '1234DE56789',
];

/**
 * A BIC every provider following A2 rejects: 7, 9, 10 or 12 characters, digits where the country
 * goes (A2: `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`), or a valid BIC in lower case (A2
 * gives the pattern and A12 applies it to the whole value: no sentence lets a provider upper-case
 * first). INVALID_FIELD (A2).
 */
export function badBic(): fc.Arbitrary<string> {
  return fc.oneof(
    bic().map((v) => v.slice(0, 7)),
    bic().map((v) => `${v.slice(0, 8)}X`),
    bic().map((v) => `${v.slice(0, 8)}XY`),
    bic().map((v) => `${v.slice(0, 8)}XYZ1`),
    bic().map((v) => `${v.slice(0, 4)}12${v.slice(6)}`),
    bic().map((v) => v.toLowerCase()),
  );
}
