import fc from 'fast-check';

const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const ALPHANUMERIC = [...LETTERS, ...Array.from('0123456789')];

function text(units: readonly string[], length: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...units), minLength: length, maxLength: length });
}

/**
 * A BIC of 8 or 11 characters matching assumptions.md A2
 * (`^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`), for `bicfi` and `anyBIC`.
 */
export function bic(): fc.Arbitrary<string> {
  return fc
    .tuple(text(LETTERS, 4), fc.constantFrom('NL', 'DE', 'GB', 'BE', 'FR', 'ES', 'IT'), text(ALPHANUMERIC, 2))
    .chain(([bank, country, location]) =>
      fc.option(text(ALPHANUMERIC, 3), { nil: '' }).map((branch) => `${bank}${country}${location}${branch}`),
    );
}

/** A BIC that breaks the A2 pattern: 7, 9, 10 or 12 characters, lower case, or digits for the country. */
export function badBic(): fc.Arbitrary<string> {
  return fc.oneof(
    bic().map((v) => v.slice(0, 7)),
    bic().map((v) => `${v.slice(0, 8)}X`),
    bic().map((v) => `${v.slice(0, 8)}XY`),
    bic().map((v) => `${v.slice(0, 8)}XYZ1`),
    bic().map((v) => v.toLowerCase()),
    bic().map((v) => `${v.slice(0, 4)}12${v.slice(6)}`),
  );
}
