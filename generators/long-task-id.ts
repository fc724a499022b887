import fc from 'fast-check';
import { limits } from '../src/schemas/limits.ts';

const SEGMENT_CHARACTERS = Array.from('abcdefghijklmnopqrstuvwxyz0123456789-');

/**
 * A taskId that is no UUID for its length alone (interface.md Resources/Bulk request: "It must be a
 * UUID; otherwise INVALID_FIELD is returned"), one path segment of letters, digits and hyphens,
 * from as long as an error `instance` may be (256 characters, interface.md Limits) less 30 to 64
 * over it: long enough that an error which echoes the path or the value in its `instance` breaks
 * the limit, short enough for any HTTP server's request line. Shrinks towards the shortest.
 */
export function longTaskId(): fc.Arbitrary<string> {
  const max = limits().errorInstanceMax;
  return fc.string({
    unit: fc.constantFrom(...SEGMENT_CHARACTERS),
    minLength: max - 30,
    maxLength: max + 64,
  });
}
