import { limits } from '../../schemas/limits.ts';
import type { MockContext } from '../context.ts';

/**
 * The `instance` of a record-level error for the field at JSON pointer `pointer` (interface.md
 * Errors/Error response: "JSON pointer (RFC 6901) or XPath", at most 256 characters), as the
 * `record-error-instance` choice says: the pointer itself (`/party/id/organisationId/others/0`),
 * or an XPath over the record as a document (`/Document/party/id/organisationId/others[1]`).
 */
export function recordInstance(ctx: MockContext, pointer: string): string {
  if (ctx.choice('record-error-instance') === 'json-pointer') return pointer;
  let path = '/Document';
  for (const segment of pointer.split('/').slice(1)) {
    path += /^\d+$/.test(segment) ? `[${Number(segment) + 1}]` : `/${segment}`;
  }
  return path.slice(0, limits().errorInstanceMax);
}
