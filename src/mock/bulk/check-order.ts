import type { IncomingMessage } from 'node:http';
import type { BulkOperationId } from '../../api/operations.ts';
import { authorize, type GuardResult } from './bulk-guard.ts';
import type { ChoiceSet } from '../choices/index.ts';
import type { MockContext } from '../context.ts';
import type { Problem } from '../errors/problem.ts';
import type { MockClient } from '../token/token-store.ts';

/** The request checks of a bulk operation besides the bearer token; each gives its first problem or undefined. */
export interface RequestChecks {
  /** Request headers (400), Accept (406) and, on the submission, Content-Type (400, 415). */
  readonly headers: () => Problem | undefined;
  /** The `{taskId}` path parameter (400 INVALID_FIELD); the submission has none. */
  readonly path?: () => Problem | undefined;
}

type Stage = 'auth' | keyof RequestChecks;

/** The order of each `check-order` alternative (A16: the order is not shown). */
const ORDERS: Readonly<Record<ChoiceSet['check-order'], readonly Stage[]>> = {
  'auth-first': ['auth', 'headers', 'path'],
  'headers-first': ['headers', 'auth', 'path'],
  'path-first': ['path', 'auth', 'headers'],
};

/**
 * Runs the bearer-token check of `operation` (401, 403 for a client without the bulk scope, A5) and `checks` in
 * the order the `check-order` choice names; the first problem wins. A request that breaks one
 * rule gets that rule's answer under every order (A16). Returns the client, or the problem.
 */
export function guardInOrder(
  ctx: MockContext,
  req: IncomingMessage,
  operation: BulkOperationId,
  checks: RequestChecks,
): GuardResult {
  let client: MockClient | undefined;
  for (const stage of ORDERS[ctx.choice('check-order')]) {
    if (stage === 'auth') {
      const guard = authorize(ctx, req, operation, true);
      if ('problem' in guard) return guard;
      client = guard.client;
      continue;
    }
    const problem = checks[stage]?.();
    if (problem) return { problem };
  }
  if (!client) throw new Error(`check order ${ctx.choice('check-order')} has no bearer-token check`);
  return { client };
}
