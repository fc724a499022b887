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
 * (`^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`), for `bicfi` and `anyBIC`: a bank code of
 * four letters, a country of NL, DE, GB, BE, FR, ES, IT, a location code of two letters other
 * than `O`, and optionally a branch code. It keeps the ISO 9362 rules a stricter validator might
 * add (no test or passive location code, `X` only in `XXX`), so every provider accepts its form.
 */
export function bic(): fc.Arbitrary<string> {
  return fc
    .tuple(text(LETTERS, 4), fc.constantFrom('NL', 'DE', 'GB', 'BE', 'FR', 'ES', 'IT'), text(LOCATION, 2))
    .chain(([bank, country, location]) =>
      fc.option(BRANCH, { nil: '' }).map((branch) => `${bank}${country}${location}${branch}`),
    );
}

/**
 * A BIC every conforming provider rejects, whatever letter case or separators it tolerates: 7, 9,
 * 10 or 12 characters, or digits where the country goes (A2:
 * `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`). Upper case only: a provider may upper-case
 * before validating. INVALID_FIELD (A2).
 */
export function badBic(): fc.Arbitrary<string> {
  return fc.oneof(
    bic().map((v) => v.slice(0, 7)),
    bic().map((v) => `${v.slice(0, 8)}X`),
    bic().map((v) => `${v.slice(0, 8)}XY`),
    bic().map((v) => `${v.slice(0, 8)}XYZ1`),
    bic().map((v) => `${v.slice(0, 4)}12${v.slice(6)}`),
  );
}
