import type { IncomingMessage } from 'node:http';
import { headerPattern, headerValid } from '../schemas/formats.ts';
import { limits } from '../schemas/limits.ts';
import { acceptable } from './accept.ts';
import type { MockContext } from './context.ts';
import { formatError, httpProblem, type Problem } from './problem.ts';
import type { MockClient } from './token-store.ts';

/** The guard's verdict: the client the request is made for, or the problem to answer with. */
export type GuardResult = { readonly client: MockClient } | { readonly problem: Problem };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Bearer token check (interface.md Authentication 4-5; A15): missing, empty, malformed,
 * unknown or expired gives 401; a client without the bulk scope gives 403 (A5) when `needsBulkScope`.
 */
export function authorize(
  ctx: MockContext,
  req: IncomingMessage,
  subject: string,
  needsBulkScope: boolean,
): GuardResult {
  const authorization = header(req, 'authorization');
  const fallback = ctx.clients[0];
  if (authorization === undefined || authorization.trim() === '') {
    if (ctx.breaks(`${subject}-auth-missing-401`) && fallback) return { client: fallback };
    return { problem: httpProblem(401, 'UNAUTHORIZED', 'The Authorization header is missing.') };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) {
    if (ctx.breaks(`${subject}-auth-malformed-401`) && fallback) return { client: fallback };
    return {
      problem: httpProblem(
        401,
        'UNAUTHORIZED',
        'The Authorization header is not of the form Bearer <token>.',
      ),
    };
  }
  const client = ctx.tokens.clientOf(match[1]);
  if (!client) {
    if (ctx.breaks(`${subject}-auth-invalid-401`) && fallback) return { client: fallback };
    return { problem: httpProblem(401, 'UNAUTHORIZED', 'The bearer token is unknown or expired.') };
  }
  if (needsBulkScope && !client.bulkScope && !ctx.breaks(`${subject}-scope-403`)) {
    return { problem: httpProblem(403, 'FORBIDDEN', 'The token does not have the bulk scope.') };
  }
  return { client };
}

interface HeaderRule {
  readonly header: string;
  readonly ruleSuffix: string;
  readonly broken: (value: string) => boolean;
}

function headerRules(): readonly HeaderRule[] {
  const l = limits();
  return [
    { header: 'x-request-id', ruleSuffix: 'x-request-id-max-128', broken: (v) => v.length > l.requestIdMax },
    {
      header: 'x-request-id',
      ruleSuffix: 'x-request-id-uuid',
      broken: (v) => !headerValid('x-request-id', v),
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
      broken: (v) => !languageTagList(v),
    },
  ];
}

/**
 * A10: a two-letter code is accepted; region subtags, weighted lists and `*` are tolerated;
 * anything that is not a language tag (digits, `english`, three letters, empty) is not.
 */
function languageTagList(value: string): boolean {
  return value.split(',').every((part) => {
    const tag = part.split(';')[0]?.trim() ?? '';
    return tag === '*' || /^[A-Za-z]{2}(-[A-Za-z0-9]{1,8})*$/.test(tag);
  });
}

/**
 * Request-header rules of the bulk endpoints (interface.md Endpoints/4 request headers, Limits;
 * A10, A12, A14), then Accept (406) when `mediaTypes` is given. Returns the first problem, or undefined.
 */
export function checkBulkHeaders(
  ctx: MockContext,
  req: IncomingMessage,
  subject: string,
  mediaTypes?: readonly string[],
): Problem | undefined {
  const requestId = header(req, 'x-request-id');
  if (
    (requestId === undefined || requestId.trim() === '') &&
    !ctx.breaks(`${subject}-x-request-id-mandatory`)
  ) {
    return formatError(
      'MANDATORY_HEADER_NOT_PROVIDED',
      'The X-Request-Id header is mandatory.',
      'X-Request-Id',
    );
  }
  const tooLongAccepted =
    ctx.breaks(`${subject}-x-request-id-max-128`) && (requestId?.length ?? 0) > limits().requestIdMax;
  for (const rule of headerRules()) {
    const value = header(req, rule.header);
    if (value === undefined || (rule.header === 'x-request-id' && value.trim() === '')) continue;
    // The max-128 fault accepts any X-Request-Id over the limit (the UUID rule would reject it anyway).
    if (rule.header === 'x-request-id' && tooLongAccepted) continue;
    if (rule.broken(value) && !ctx.breaks(`${subject}-${rule.ruleSuffix}`)) {
      return formatError('INVALID_HEADER', `The ${rule.header} header has an invalid value.`, rule.header);
    }
  }
  if (mediaTypes && !acceptable(header(req, 'accept'), mediaTypes) && !ctx.breaks(`${subject}-accept-406`)) {
    return httpProblem(406, 'NOT_ACCEPTABLE', `Acceptable: ${mediaTypes.join(', ')} with charset UTF-8.`);
  }
  return undefined;
}
