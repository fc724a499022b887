import fc from 'fast-check';

/** Constraints of {@link uuidText}. */
export interface UuidTextConstraints {
  /** Letter case of the hexadecimal digits a-f. Default `'lower'`. */
  readonly letterCase?: 'lower' | 'upper';
}

/**
 * A UUID every conforming provider takes for one: the RFC 4122 text form, 8-4-4-4-12
 * hexadecimal digits (36 characters), version 1 to 5 and the RFC 4122 variant (8, 9, a or b),
 * as the RFC's own generators produce them (interface.md Endpoints/4: "RFC 4122 UUID";
 * assumptions.md A11 leaves other versions and variants open, see `unusualUuid`).
 *
 * Lower case by default, the form RFC 4122 outputs. `letterCase: 'upper'` gives the upper-case
 * form, which only A11 ("in either case") makes a UUID: send it on assumption-level tests only.
 */
export function uuidText(constraints: UuidTextConstraints = {}): fc.Arbitrary<string> {
  const upper = constraints.letterCase === 'upper';
  return fc
    .uuid({ version: [1, 2, 3, 4, 5] })
    .map((uuid) => (upper ? uuid.toUpperCase() : uuid.toLowerCase()));
}
