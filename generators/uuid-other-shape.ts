import fc from 'fast-check';
import { uuidText } from './uuid-text.ts';

/**
 * The shapes of a UUID other than its RFC 4122 text form, each made from a text-form UUID: in
 * braces, in parentheses, with the `urn:uuid:` prefix (either case), as 32 hexadecimal digits
 * without hyphens, in braces without hyphens, and with a hyphen moved one digit (9-3-4-4-12).
 * Source: assumptions.md A11, "the RFC 4122 text form, 8-4-4-4-12 hexadecimal digits, in either
 * case … every other shape is not a UUID".
 */
export const UUID_OTHER_SHAPES: Readonly<Record<string, (uuid: string) => string>> = {
  'in braces': (u) => `{${u}}`,
  'in parentheses': (u) => `(${u})`,
  'with urn:uuid:': (u) => `urn:uuid:${u}`,
  'with URN:UUID: in upper case': (u) => `URN:UUID:${u.toUpperCase()}`,
  'without hyphens': (u) => u.replaceAll('-', ''),
  'in braces without hyphens': (u) => `{${u.replaceAll('-', '')}}`,
  'with a hyphen moved one digit': (u) => `${u.slice(0, 8)}${u.charAt(9)}-${u.slice(10)}`,
};

/** Constraints of {@link uuidOtherShape}. */
export interface UuidOtherShapeConstraints {
  /**
   * `true` for a taskId in a URL path: braces and parentheses percent-encoded (`%7B…%7D`,
   * `%28…%29`), as a URL carries them. Default `false` (a header value).
   */
  readonly inPath?: boolean;
}

/** `value` with braces and parentheses percent-encoded, as a URL path carries them. */
export function pathEncoded(value: string): string {
  return value.replaceAll('{', '%7B').replaceAll('}', '%7D').replaceAll('(', '%28').replaceAll(')', '%29');
}

/**
 * A value every provider following assumptions.md A11 rejects as no UUID although common UUID
 * parsers take it (Python `uuid.UUID`, .NET `Guid.Parse`): one of {@link UUID_OTHER_SHAPES} of a
 * version 1-5 UUID, in lower or upper case. Sent as must-reject under the A11 rules
 * (`*-x-request-id-text-form`: 400 INVALID_HEADER; `*-taskid-text-form`: 400 INVALID_FIELD).
 */
export function uuidOtherShape(constraints: UuidOtherShapeConstraints = {}): fc.Arbitrary<string> {
  const shapes = Object.values(UUID_OTHER_SHAPES);
  return fc
    .tuple(uuidText(), fc.constantFrom(...shapes), fc.boolean())
    .map(([uuid, shape, upper]) => shape(upper ? uuid.toUpperCase() : uuid))
    .map((value) => (constraints.inPath ? pathEncoded(value) : value));
}
