import fc from 'fast-check';
import { uuidLike } from '../src/schemas/formats.ts';
import { limits } from '../src/schemas/limits.ts';
import { headerText } from './header-text.ts';
import { nonUuidTaskId } from './non-uuid-task-id.ts';
import { uuidText } from './uuid-text.ts';

/**
 * An X-Request-Id every conforming provider rejects as no UUID (interface.md Endpoints/4: "RFC
 * 4122 UUID"; assumptions.md A11), 1 to 128 characters of visible ASCII with spaces only inside:
 * the UUID-like shapes of `nonUuidTaskId` without percent-encodings (cut short, extra hex
 * digits, a letter beyond f, free characters) and free header text. Never {@link uuidLike}.
 * 400 FORMAT_ERROR INVALID_HEADER.
 */
export function nonUuidRequestId(): fc.Arbitrary<string> {
  const max = limits().requestIdMax;
  return fc
    .oneof(
      nonUuidTaskId().filter((id) => !id.includes('%') && id.length <= max),
      headerText({ minLength: 1, maxLength: 60 }),
    )
    .filter((id) => !uuidLike(id));
}

/**
 * An X-Request-Id over 128 characters (interface.md Limits: "X-Request-Id | at most 128
 * characters"): a UUID of version 1 to 5 followed by lower-case hex digits, 129 to 200
 * characters. No parser takes it for a UUID either. Shrinks towards 129.
 */
export function overlongRequestId(): fc.Arbitrary<string> {
  const max = limits().requestIdMax;
  return fc
    .tuple(uuidText(), fc.integer({ min: max + 1, max: max + 72 }))
    .map(([uuid, length]) => (uuid + 'abcdef0123456789'.repeat(16)).slice(0, length));
}
