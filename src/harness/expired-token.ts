import { expiresInSeconds } from '../client/token-provider.ts';
import { jsonBody } from '../client/json-body.ts';
import { NotJudged } from './not-judged.ts';
import type { RunContext } from './run-context.ts';

async function obtain(run: RunContext): Promise<string> {
  const exchange = await run.client.tokens.request();
  const body = jsonBody(exchange) as { access_token?: unknown; expires_in?: unknown } | undefined;
  const lifetime = expiresInSeconds(body?.expires_in);
  if (typeof body?.access_token !== 'string' || lifetime === undefined) {
    throw new NotJudged('the token endpoint gave no access_token with expires_in');
  }
  if (lifetime > run.tokenWaitSeconds) {
    throw new NotJudged(
      `the target's tokens live ${lifetime} s, over --token-wait ${run.tokenWaitSeconds} s`,
    );
  }
  run.progress(`      … waiting ${lifetime + 1} s for a token to expire`);
  await new Promise((resolve) => setTimeout(resolve, (lifetime + 1) * 1000));
  return body.access_token;
}

/**
 * A token of the run's client past its `expires_in` (A1, A15), obtained once per run and shared:
 * it waits out the lifetime when that is at most `--token-wait` seconds.
 * @throws NotJudged saying why the run cannot have one (a rule test is skipped with it).
 */
export function expiredToken(run: RunContext): Promise<string> {
  run.shared.expiredToken ??= obtain(run);
  return run.shared.expiredToken;
}
