import fc from 'fast-check';

/** Constraints of {@link uuidText}. */
export interface UuidTextConstraints {
  /** Letter case of the hexadecimal digits a-f: lower, upper, or each letter either way (`mixed`). Default `'lower'`. */
  readonly letterCase?: 'lower' | 'upper' | 'mixed';
}

/**
 * A UUID every conforming provider takes for one: the RFC 4122 text form, 8-4-4-4-12
 * hexadecimal digits (36 characters), version 1 to 5 and the RFC 4122 variant (8, 9, a or b),
 * as the RFC's own generators produce them (interface.md Endpoints/4: "RFC 4122 UUID";
 * assumptions.md A11 leaves other versions and variants open, see `unusualUuid`).
 *
 * Lower case by default, the form RFC 4122 outputs. `letterCase: 'upper'` gives the upper-case
 * form and `'mixed'` each letter in either case, which A11 ("in either case") makes a UUID (RFC
 * 4122: "case insensitive on input"): sent under the A11 rules.
 */
export function uuidText(constraints: UuidTextConstraints = {}): fc.Arbitrary<string> {
  const uuids = fc.uuid({ version: [1, 2, 3, 4, 5] }).map((uuid) => uuid.toLowerCase());
  if (constraints.letterCase === 'upper') return uuids.map((uuid) => uuid.toUpperCase());
  if (constraints.letterCase !== 'mixed') return uuids;
  return fc
    .tuple(uuids, fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }))
    .map(([uuid, upper]) => Array.from(uuid, (c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
}
