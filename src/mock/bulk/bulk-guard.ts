import type { IncomingMessage } from 'node:http';
import type { OperationId } from '../../api/operations.ts';
import type { MockContext } from '../context.ts';
import { accessFaults } from '../faults/access.ts';
import { httpProblem, type Problem } from '../errors/problem.ts';
import type { MockClient } from '../token/token-store.ts';

/** The guard's verdict: the client the request is made for, or the problem to answer with. */
export type GuardResult = { readonly client: MockClient } | { readonly problem: Problem };

/** Request header `name` (lower case); repeated headers joined with `, `; undefined when absent. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A 401 UNAUTHORIZED with `detail`. */
function unauthorized(detail: string): GuardResult {
  return { problem: httpProblem(401, 'UNAUTHORIZED', detail) };
}

/**
 * Bearer token check (interface.md Authentication 4-5; A15) of a request of `operation`: missing,
 * empty, malformed, unknown or expired gives 401; a client without the bulk scope gives 403 (A5)
 * when `needsBulkScope`. Each refusal passes through its hook of `accessFaults`
 * (src/mock/faults/access.ts), where the faults of `operation` change it.
 */
export function authorize(
  ctx: MockContext,
  req: IncomingMessage,
  operation: OperationId,
  needsBulkScope: boolean,
): GuardResult {
  const authorization = headerValue(req, 'authorization');
  if (authorization === undefined) {
    return accessFaults.missing(ctx, operation, unauthorized('The Authorization header is missing.'), req);
  }
  if (authorization.trim() === '') {
    // An empty header is A15's (the auth-malformed rule's), answered as a missing one.
    return accessFaults.empty(ctx, operation, unauthorized('The Authorization header is missing.'), req);
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) {
    return accessFaults.malformed(
      ctx,
      operation,
      unauthorized('The Authorization header is not of the form Bearer <token>.'),
      req,
    );
  }
  const found = ctx.tokens.lookup(match[1]);
  if (found.state === 'unknown') {
    return accessFaults.unknown(ctx, operation, unauthorized('The bearer token is unknown.'), req);
  }
  if (found.state === 'expired') {
    const refused = unauthorized('The bearer token has expired.');
    return accessFaults.expired(ctx, operation, refused, found.client, req);
  }
  const { client } = found;
  if (needsBulkScope && !client.bulkScope) {
    const forbidden = { problem: httpProblem(403, 'FORBIDDEN', 'The token does not have the bulk scope.') };
    return accessFaults.noScope(ctx, operation, forbidden, client, req);
  }
  return { client };
}
