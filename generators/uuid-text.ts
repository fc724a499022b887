import fc from 'fast-check';

/**
 * A UUID in the RFC 4122 text form, lower or upper case (assumptions.md A11: either case is a
 * UUID; version and variant digits not asserted, so versions 1-5 are drawn).
 */
export function uuidText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.uuid(), fc.boolean())
    .map(([uuid, upper]) => (upper ? uuid.toUpperCase() : uuid.toLowerCase()));
}
