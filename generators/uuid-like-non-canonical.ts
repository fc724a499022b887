import fc from 'fast-check';
import { uuidText } from './uuid-text.ts';

/**
 * A UUID written in a form other than the lower-case 8-4-4-4-12 text: in braces
 * (`{0b3c5d7e-1111-4222-8333-944455556666}`), with the RFC 4122 URN prefix
 * (`urn:uuid:0b3c5d7e-…`), as 32 hexadecimal digits without hyphens, or in upper case (alone or
 * combined with the others). UUID parsers differ on these: Python `uuid.UUID` and .NET
 * `Guid.Parse` accept braces and 32 digits, Python also the URN prefix; assumptions.md A11 makes
 * the plain upper-case form a UUID and "every other shape" not one.
 *
 * For "observed" recording only: a provider on such a parser follows both spec files in every
 * respect the suite can test, so none of these is ever sent as a value that must be rejected
 * (nor, except the plain upper-case form on an assumption-level test, as one that must be accepted).
 */
export function uuidLikeNonCanonical(): fc.Arbitrary<string> {
  const form = fc.constantFrom(
    (u: string) => `{${u}}`,
    (u: string) => `urn:uuid:${u}`,
    (u: string) => u.replaceAll('-', ''),
    (u: string) => `{${u.replaceAll('-', '')}}`,
  );
  return fc.oneof(
    // A UUID of digits only reads the same in either case: not an upper-case form.
    uuidText({ letterCase: 'upper' }).filter((v) => v !== v.toLowerCase()),
    fc
      .tuple(uuidText(), form, fc.boolean())
      .map(([uuid, write, upper]) => (upper ? write(uuid).toUpperCase() : write(uuid))),
  );
}
