import type { IncomingMessage } from 'node:http';
import { headerPattern, headerValid } from '../../schemas/formats.ts';
import { limits } from '../../schemas/limits.ts';
import { acceptable, type ServedMedia } from './accept.ts';
import { languageAccepted } from './accept-language.ts';
import { headerValue } from './bulk-guard.ts';
import type { BulkOperationId } from '../../api/operations.ts';
import type { MockContext } from '../context.ts';
import { type HeaderCheck, requestFaults } from '../faults/requests.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

interface HeaderRule {
  readonly header: string;
  /** The check, named after the rule it keeps (`<operation>-<check>`). */
  readonly check: HeaderCheck;
  /** True when `value` breaks the rule, as the mock `ctx` reads it. */
  readonly broken: (value: string, ctx: MockContext) => boolean;
}

/** The header rules of the bulk operations, in the order they are checked; made once. */
const HEADER_RULES: readonly HeaderRule[] = [
  { header: 'x-request-id', check: 'x-request-id-max-128', broken: (v) => v.length > limits().requestIdMax },
  {
    header: 'x-request-id',
    check: 'x-request-id-uuid',
    broken: (v, ctx) => !headerValid('x-request-id', v) || !uuidAccepted(ctx, v),
  },
  {
    header: 'x-end-user',
    check: 'x-end-user-length',
    broken: (v) => v.length < limits().endUserMin || v.length > limits().endUserMax,
  },
  {
    header: 'x-end-user',
    check: 'x-end-user-pattern',
    // Compiled on each use, not cached in module state: a cache set by one run hid a broken
    // pattern from the next in the same process (mutation testing runs
    // many in one process).
    broken: (v) => !headerPattern('x-end-user').test(v),
  },
  {
    header: 'x-software-supplier',
    check: 'x-software-supplier-max-70',
    broken: (v) => !headerValid('x-software-supplier', v),
  },
  { header: 'x-channel', check: 'x-channel-max-70', broken: (v) => !headerValid('x-channel', v) },
  {
    header: 'accept-language',
    check: 'accept-language-iso-639-1',
    broken: (v, ctx) => !languageAccepted(ctx, v),
  },
];

/**
 * The 400 for mandatory header `name` present but empty or only whitespace (assumptions.md A14),
 * titled as the `empty-mandatory-header` choice says.
 */
export function emptyHeaderProblem(ctx: MockContext, name: string): Problem {
  return formatError(ctx.choice('empty-mandatory-header'), `The ${name} header is empty.`, name);
}

/** The 400 for a missing or empty X-Request-Id (interface.md Endpoints/4; A14), or undefined. */
function requestIdProblem(ctx: MockContext, requestId: string | undefined): Problem | undefined {
  if (requestId === undefined) {
    return formatError(
      'MANDATORY_HEADER_NOT_PROVIDED',
      'The X-Request-Id header is mandatory.',
      'X-Request-Id',
    );
  }
  return requestId.trim().length === 0 ? emptyHeaderProblem(ctx, 'X-Request-Id') : undefined;
}

/**
 * Request-header rules of bulk operation `operation` (interface.md Endpoints/4 request headers,
 * Limits; A10-A12, A14), then Accept (406, Errors/HTTP statuses; A8) when `served` is given.
 * Returns the first problem, or undefined. Each decision passes through its hook of
 * `requestFaults` (src/mock/faults/requests.ts), where the faults of `operation` change it.
 */
export function checkBulkHeaders(
  ctx: MockContext,
  req: IncomingMessage,
  operation: BulkOperationId,
  served?: ServedMedia,
): Problem | undefined {
  const requestId = headerValue(req, 'x-request-id');
  const absent = requestFaults.requestIdAbsent(ctx, operation, requestIdProblem(ctx, requestId), req.headers);
  if (absent) return absent;
  for (const rule of HEADER_RULES) {
    const value = headerValue(req, rule.header);
    if (value === undefined) continue;
    if (requestFaults.headerBroken(ctx, operation, rule.check, value, rule.broken(value, ctx))) {
      return formatError('INVALID_HEADER', `The ${rule.header} header has an invalid value.`, rule.header);
    }
  }
  if (!served) return undefined;
  const accept = headerValue(req, 'accept');
  if (requestFaults.acceptServed(ctx, operation, accept, acceptable(accept, served.mediaTypes)))
    return undefined;
  return httpProblem(
    406,
    'NOT_ACCEPTABLE',
    `Acceptable: ${served.mediaTypes.join(', ')} with charset UTF-8.`,
  );
}
