import fc from 'fast-check';
import { isUuid } from '../src/schemas/formats.ts';
import { limits } from '../src/schemas/limits.ts';
import { headerText } from './header-text.ts';
import { nonUuidTaskId } from './non-uuid-task-id.ts';

/**
 * An X-Request-Id that is not a UUID (interface.md Endpoints/4: "RFC 4122 UUID") and is at most
 * 128 characters: UUID-like shapes and free header text. 400 FORMAT_ERROR INVALID_HEADER.
 */
export function nonUuidRequestId(): fc.Arbitrary<string> {
  const max = limits().requestIdMax;
  return fc
    .oneof(
      nonUuidTaskId().filter((id) => !id.includes('%') && id.length <= max),
      headerText({ minLength: 1, maxLength: 60 }),
    )
    .filter((id) => !isUuid(id));
}

/**
 * An X-Request-Id over 128 characters (interface.md Limits: "X-Request-Id | at most 128
 * characters"): a UUID followed by hex, 129 to 200 characters. Shrinks towards 129.
 */
export function overlongRequestId(): fc.Arbitrary<string> {
  const max = limits().requestIdMax;
  return fc
    .tuple(fc.uuid(), fc.integer({ min: max + 1, max: max + 72 }))
    .map(([uuid, length]) => (uuid + 'abcdef0123456789'.repeat(16)).slice(0, length));
}
