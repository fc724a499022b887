import fc from 'fast-check';
import { uuidLike } from '../src/schemas/formats.ts';
import { uuidText } from './uuid-text.ts';

/**
 * Characters a path segment may hold unencoded (RFC 3986 pchar), less `/` (routing), `?` and `#`
 * (URL syntax) and `;` (servlet containers cut a path segment at `;`).
 */
const SEGMENT_CHARACTERS = Array.from(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$()*+,=',
);
/**
 * Percent-encodings of characters that are neither hex digits nor hyphens: space, braces, colon,
 * quote, `é`. Never `/` or `\` (some servers treat both as path separators) nor `%` (a server
 * that decodes twice would see other characters).
 */
const ENCODED = ['%20', '%7B', '%7D', '%3A', '%22', '%C3%A9'];
/** Letters beyond f, less `x` and `X` (Python reads `0x` as a prefix). No `_` (Python reads it between digits). */
const NON_HEX = Array.from('ghijklmnopqrstuvwyzGHIJKLMNOPQRSTUVWYZ');

function replaceAt(text: string, index: number, replacement: string): string {
  const i = index % text.length;
  return text.slice(0, i) + replacement + text.slice(i + 1);
}

/**
 * The UUID with one of its five groups a digit shorter or longer: five hyphen-separated hex
 * groups of other lengths (31 or 33 digits), as Java's `UUID.fromString` takes the shorter ones.
 */
function otherGroupLengths(uuid: string): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(4), fc.boolean()).map(([at, shorter]) =>
    uuid
      .split('-')
      .map((group, i) => (i !== at ? group : shorter ? group.slice(1) : `${group}${group.charAt(0)}`))
      .join('-'),
  );
}

/** The shapes a non-UUID taskId takes, each derived from a real UUID so it looks plausible. */
function shapes(uuid: string): fc.Arbitrary<string>[] {
  return [
    fc.integer({ min: 1, max: 35 }).map((cut) => uuid.slice(0, cut)),
    fc.constantFrom('0', 'a', 'ab12').map((extra) => uuid + extra),
    fc.constantFrom(...NON_HEX).map((extra) => uuid + extra),
    otherGroupLengths(uuid),
    fc.tuple(fc.nat(), fc.constantFrom(...NON_HEX)).map(([i, c]) => replaceAt(uuid, i, c)),
    fc.tuple(fc.nat(), fc.constantFrom(...ENCODED)).map(([i, code]) => replaceAt(uuid, i, code)),
    fc.string({ unit: fc.constantFrom(...SEGMENT_CHARACTERS), minLength: 1, maxLength: 200 }),
  ];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A taskId every conforming provider rejects as no UUID, still one path segment (no `/`, not
 * `.` or `..`, which routing sees before the taskId rule), 1 to 200 characters. Shapes, from a
 * UUID such as `0b3c5d7e-1111-4222-8333-944455556666`: cut short (`0b3c5d7e-1111-4222-8333-94445`),
 * extra hex digits (`0b3c5d7e-1111-4222-8333-944455556666ab12`), a letter beyond f appended
 * (`0b3c5d7e-1111-4222-8333-944455556666g`: a pattern without `$` takes it, A12), groups of other
 * lengths (`0b3c5d7e-111-4222-8333-944455556666`, Java's parser), one character replaced by a
 * letter beyond f (`0b3c5d7e-1111-4222-8q33-944455556666`) or by a percent-encoded non-hex
 * character (`0b3c5d7e-1111-4222-8333-9444%7B556666`), or free segment characters (`not-a-uuid`).
 *
 * Never {@link uuidLike}, raw or percent-decoded: braces, `urn:uuid:`, 32 digits without hyphens
 * and the same digits with hyphens elsewhere are left out, since common parsers accept them
 * (see `uuidLikeNonCanonical`). The status and results endpoints answer each with 400
 * FORMAT_ERROR INVALID_FIELD (interface.md Resources/Bulk request: "It must be a UUID; otherwise
 * INVALID_FIELD is returned"; assumptions.md A11).
 */
export function nonUuidTaskId(): fc.Arbitrary<string> {
  return uuidText()
    .chain((uuid) => fc.oneof(...shapes(uuid)))
    .filter(
      (segment) =>
        segment !== '.' &&
        segment !== '..' &&
        !segment.includes('/') &&
        !uuidLike(segment) &&
        !uuidLike(decoded(segment)),
    );
}
