import type { IncomingMessage } from 'node:http';
import type { RuleId } from '../../rules/catalogue.ts';
import type { MockContext } from '../context.ts';
import { variantOf } from '../faults/index.ts';
import type { AuthRuleIds } from '../../rules/operation-rule-ids.ts';
import { httpProblem, type Problem } from '../errors/problem.ts';
import type { MockClient } from '../token/token-store.ts';

/** The guard's verdict: the client the request is made for, or the problem to answer with. */
export type GuardResult = { readonly client: MockClient } | { readonly problem: Problem };

/** Request header `name` (lower case); repeated headers joined with `, `; undefined when absent. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** True when the mock breaks `rule`; false for a rule the operation does not have. */
function breaks(ctx: MockContext, rule: RuleId | undefined): boolean {
  return rule !== undefined && ctx.breaks(rule);
}

/**
 * Bearer token check (interface.md Authentication 4-5; A15): missing, empty, malformed,
 * unknown or expired gives 401; a client without the bulk scope gives 403 (A5) when `needsBulkScope`.
 * `rules`: the operation's rules, each switched off by a fault of the same id (an expired token
 * is the expired-token rule's, an unknown one the invalid-token rule's); `<scope rule>/401`
 * answers a client without the scope 401.
 */
export function authorize(
  ctx: MockContext,
  req: IncomingMessage,
  rules: AuthRuleIds,
  needsBulkScope: boolean,
): GuardResult {
  const authorization = headerValue(req, 'authorization');
  const fallback = ctx.clients[0];
  if (authorization === undefined || authorization.trim() === '') {
    // A missing header is the documented rule's; an empty one is A15's (the auth-malformed rule).
    const rule = authorization === undefined ? rules['auth-missing-401'] : rules['auth-malformed-401'];
    if (breaks(ctx, rule) && fallback) return { client: fallback };
    return { problem: httpProblem(401, 'UNAUTHORIZED', 'The Authorization header is missing.') };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) {
    if (breaks(ctx, rules['auth-malformed-401']) && fallback) return { client: fallback };
    return {
      problem: httpProblem(
        401,
        'UNAUTHORIZED',
        'The Authorization header is not of the form Bearer <token>.',
      ),
    };
  }
  const found = ctx.tokens.lookup(match[1]);
  if (found.state === 'unknown') {
    if (breaks(ctx, rules['auth-invalid-401']) && fallback) return { client: fallback };
    return { problem: httpProblem(401, 'UNAUTHORIZED', 'The bearer token is unknown.') };
  }
  if (found.state === 'expired') {
    // An operation without a rule of its own for expired tokens keeps them under the invalid-token rule.
    if (breaks(ctx, rules['auth-expired-401'] ?? rules['auth-invalid-401'])) return { client: found.client };
    return { problem: httpProblem(401, 'UNAUTHORIZED', 'The bearer token has expired.') };
  }
  const { client } = found;
  if (needsBulkScope && !client.bulkScope) {
    const scopeRule = rules['scope-403'];
    // The /401 variant answers the limited token as if it were invalid.
    const as401 = scopeRule === undefined ? undefined : variantOf(scopeRule, '401');
    if (as401 !== undefined && ctx.breaks(as401)) {
      return { problem: httpProblem(401, 'UNAUTHORIZED', 'The bearer token is not valid here.') };
    }
    if (!breaks(ctx, scopeRule)) {
      return { problem: httpProblem(403, 'FORBIDDEN', 'The token does not have the bulk scope.') };
    }
  }
  return { client };
}
