import { isUuid } from '../../schemas/formats.ts';
import type { MockContext } from '../context.ts';

/** Version digits (position 14 of the text form) each alternative of `uuid-acceptance` takes. */
const VERSIONS = {
  'rfc4122-versions-1-5': '12345',
  'versions-1-8': '12345678',
} as const;

/** RFC 4122 variant digits (position 19 of the text form): 10xx in binary. */
const RFC_VARIANT = '89ab';

/**
 * True when the mock takes `value` for a UUID as an X-Request-Id or a taskId: the RFC 4122 text
 * form, 8-4-4-4-12 hexadecimal digits in either case, and, as the `uuid-acceptance` choice says,
 * any version, or version 1-5 or 1-8 with the RFC variant (so the nil UUID is not taken).
 * Source: assumptions.md A11.
 */
export function uuidAccepted(ctx: MockContext, value: string): boolean {
  if (!isUuid(value)) return false;
  const choice = ctx.choice('uuid-acceptance');
  if (choice === 'any-version') return true;
  const version = value.charAt(14);
  const variant = value.charAt(19).toLowerCase();
  return VERSIONS[choice].includes(version) && RFC_VARIANT.includes(variant);
}
