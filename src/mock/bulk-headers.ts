import type { IncomingMessage } from 'node:http';
import { headerPattern, headerValid } from '../schemas/formats.ts';
import { limits } from '../schemas/limits.ts';
import { acceptedBy, type ServedMedia } from './accept.ts';
import { languageAccepted } from './accept-language.ts';
import { headerValue } from './bulk-guard.ts';
import type { MockContext } from './context.ts';
import { formatError, httpProblem, type Problem } from './problem.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

interface HeaderRule {
  readonly header: string;
  readonly ruleSuffix: string;
  readonly broken: (value: string) => boolean;
}

function headerRules(ctx: MockContext): readonly HeaderRule[] {
  const l = limits();
  return [
    { header: 'x-request-id', ruleSuffix: 'x-request-id-max-128', broken: (v) => v.length > l.requestIdMax },
    {
      header: 'x-request-id',
      ruleSuffix: 'x-request-id-uuid',
      broken: (v) => !headerValid('x-request-id', v) || !uuidAccepted(ctx, v),
    },
    {
      header: 'x-end-user',
      ruleSuffix: 'x-end-user-length',
      broken: (v) => v.length < l.endUserMin || v.length > l.endUserMax,
    },
    {
      header: 'x-end-user',
      ruleSuffix: 'x-end-user-pattern',
      broken: (v) => !headerPattern('x-end-user').test(v),
    },
    {
      header: 'x-software-supplier',
      ruleSuffix: 'x-software-supplier-max-70',
      broken: (v) => !headerValid('x-software-supplier', v),
    },
    { header: 'x-channel', ruleSuffix: 'x-channel-max-70', broken: (v) => !headerValid('x-channel', v) },
    {
      header: 'accept-language',
      ruleSuffix: 'accept-language-iso-639-1',
      broken: (v) => !languageAccepted(ctx, v),
    },
  ];
}

/**
 * The 400 for mandatory header `name` present but empty or only whitespace (assumptions.md A14),
 * titled as the `empty-mandatory-header` choice says.
 */
export function emptyHeaderProblem(ctx: MockContext, name: string): Problem {
  return formatError(ctx.choice('empty-mandatory-header'), `The ${name} header is empty.`, name);
}

/**
 * Request-header rules of the bulk endpoints (interface.md Endpoints/4 request headers, Limits;
 * A10-A12, A14), then Accept (406, Errors/HTTP statuses; A8) when `served` is given.
 * Returns the first problem, or undefined.
 */
export function checkBulkHeaders(
  ctx: MockContext,
  req: IncomingMessage,
  subject: string,
  served?: ServedMedia,
): Problem | undefined {
  const requestId = headerValue(req, 'x-request-id');
  if (!ctx.breaks(`${subject}-x-request-id-mandatory`)) {
    if (requestId === undefined) {
      return formatError(
        'MANDATORY_HEADER_NOT_PROVIDED',
        'The X-Request-Id header is mandatory.',
        'X-Request-Id',
      );
    }
    if (requestId.trim() === '') return emptyHeaderProblem(ctx, 'X-Request-Id');
  }
  const tooLongAccepted =
    ctx.breaks(`${subject}-x-request-id-max-128`) && (requestId?.length ?? 0) > limits().requestIdMax;
  for (const rule of headerRules(ctx)) {
    const value = headerValue(req, rule.header);
    if (value === undefined || (rule.header === 'x-request-id' && value.trim() === '')) continue;
    // The max-128 fault accepts any X-Request-Id over the limit (the UUID rule would reject it anyway).
    if (rule.header === 'x-request-id' && tooLongAccepted) continue;
    if (rule.broken(value) && !ctx.breaks(`${subject}-${rule.ruleSuffix}`)) {
      return formatError('INVALID_HEADER', `The ${rule.header} header has an invalid value.`, rule.header);
    }
  }
  if (
    served &&
    !acceptedBy(ctx, headerValue(req, 'accept'), served) &&
    !ctx.breaks(`${subject}-accept-406`)
  ) {
    return httpProblem(
      406,
      'NOT_ACCEPTABLE',
      `Acceptable: ${served.mediaTypes.join(', ')} with charset UTF-8.`,
    );
  }
  return undefined;
}
