import { randomUUID } from 'node:crypto';
import { statusPath } from '../api/paths.ts';
import { tokenBearerAccepted } from '../checks/token-bearer-accepted.ts';
import { jsonBody } from '../client/json-body.ts';
import { expiresInSeconds } from '../client/token-provider.ts';
import type { Exchange } from '../client/types.ts';
import { NotJudged } from './not-judged.ts';
import type { IssuedToken } from './token-uses.ts';
import type { RunContext } from './run-context.ts';

/**
 * A new token of the run's client (interface.md Endpoints/1; A1), not the one its requests carry.
 * @throws NotJudged when the token endpoint gives no access_token (token-client-credentials-issued's failure).
 */
export async function issuedToken(run: RunContext): Promise<IssuedToken> {
  const requestedAtMs = Date.now();
  const body = jsonBody(await run.client.tokens.request()) as
    { access_token?: unknown; expires_in?: unknown } | undefined;
  if (typeof body?.access_token !== 'string' || body.access_token === '') {
    throw new NotJudged('the token endpoint gave no access_token');
  }
  return { token: body.access_token, lifetimeSeconds: expiresInSeconds(body.expires_in), requestedAtMs };
}

/**
 * Sends a status request for an unknown task with `Authorization: Bearer <token>` and asserts the
 * token is accepted (any answer but 401 and 403; 404 expected) under token-bearer-accepted
 * (interface.md Authentication 4). `when` says at what point of the token's life it was used.
 * @throws ConformanceFailure of token-bearer-accepted (`tokenBearerAccepted`) on 401 or 403.
 */
export async function expectTokenAccepted(run: RunContext, token: string, when: string): Promise<Exchange> {
  const exchange = await run.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(randomUUID()),
    headers: { Authorization: `Bearer ${token}` },
  });
  const failure = tokenBearerAccepted(exchange, when);
  if (failure) throw failure;
  return exchange;
}
