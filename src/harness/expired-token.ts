import { expiresInSeconds } from '../client/token-provider.ts';
import { runContext, type RunContext } from './run-context.ts';
import { jsonBody } from '../client/json-body.ts';

/** An expired bearer token, or why the run cannot have one. */
export type ExpiredToken = { readonly token: string } | { readonly skip: string };

const memo = new WeakMap<RunContext, Promise<ExpiredToken>>();

async function obtain(run: RunContext): Promise<ExpiredToken> {
  const exchange = await run.client.tokens.request();
  const body = jsonBody(exchange) as { access_token?: unknown; expires_in?: unknown } | undefined;
  const lifetime = expiresInSeconds(body?.expires_in);
  if (typeof body?.access_token !== 'string' || lifetime === undefined) {
    return { skip: 'the token endpoint gave no access_token with expires_in' };
  }
  if (lifetime > run.tokenWaitSeconds) {
    return { skip: `the target's tokens live ${lifetime} s, over --token-wait ${run.tokenWaitSeconds} s` };
  }
  run.progress(`      … waiting ${lifetime + 1} s for a token to expire`);
  await new Promise((resolve) => setTimeout(resolve, (lifetime + 1) * 1000));
  return { token: body.access_token };
}

/**
 * A token of the run's client past its `expires_in` (A1, A15), obtained once per run and shared:
 * it waits out the lifetime when that is at most `--token-wait` seconds, else says why not.
 */
export function expiredToken(): Promise<ExpiredToken> {
  const run = runContext();
  const existing = memo.get(run);
  if (existing) return existing;
  const created = obtain(run);
  memo.set(run, created);
  return created;
}
