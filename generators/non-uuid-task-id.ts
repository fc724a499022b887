import fc from 'fast-check';
import { isUuid } from '../src/schemas/formats.ts';

/** Characters a path segment may hold unencoded, less `/` (routing) and `?`, `#` (URL syntax). */
const SEGMENT_CHARACTERS = Array.from(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:@!$()*+,;=',
);
/** Percent-encodings of characters that are not hex digits or hyphens, and not `/`. */
const ENCODED = ['%20', '%7B', '%7D', '%25', '%3A', '%22', '%5C', '%C3%A9'];

const NON_HEX = Array.from('ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ_');

function replaceAt(text: string, index: number, replacement: string): string {
  const i = index % text.length;
  return text.slice(0, i) + replacement + text.slice(i + 1);
}

/** The shapes a non-UUID taskId takes, each derived from a real UUID so it looks plausible. */
function shapes(uuid: string): fc.Arbitrary<string>[] {
  const compact = uuid.replaceAll('-', '');
  return [
    fc.integer({ min: 1, max: 35 }).map((cut) => uuid.slice(0, cut)),
    fc.constantFrom('0', 'a', 'ab12').map((extra) => uuid + extra),
    fc.tuple(fc.nat(), fc.constantFrom(...NON_HEX)).map(([i, c]) => replaceAt(uuid, i, c)),
    fc.constant(compact),
    fc.integer({ min: 1, max: 30 }).map((at) => `${compact.slice(0, at)}-${compact.slice(at)}`),
    fc.constant(`{${uuid}}`),
    fc.constant(`urn:uuid:${uuid}`),
    fc.tuple(fc.nat(), fc.constantFrom(...ENCODED)).map(([i, code]) => replaceAt(uuid, i, code)),
    fc.string({ unit: fc.constantFrom(...SEGMENT_CHARACTERS), minLength: 1, maxLength: 200 }),
  ];
}

/**
 * A taskId that is not a UUID but still forms one path segment (no `/`, not `.` or `..`, which
 * routing sees before the taskId rule): wrong length, non-hex, missing or moved hyphens, braces,
 * `urn:uuid:` prefix, percent-encoded characters other than `/`, or up to 200 segment characters.
 * Even decoded, never a UUID. The status and results endpoints answer each with 400
 * FORMAT_ERROR INVALID_FIELD (interface.md Resources/Bulk request; A11).
 */
export function nonUuidTaskId(): fc.Arbitrary<string> {
  return fc
    .uuid()
    .chain((uuid) => fc.oneof(...shapes(uuid)))
    .filter((segment) => {
      if (segment === '.' || segment === '..' || segment.includes('/')) return false;
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // an undecodable segment is not a UUID either
      }
      return !isUuid(segment) && !isUuid(decoded);
    });
}
