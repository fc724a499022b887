import { expiresInSeconds } from '../client/token-provider.ts';
import { jsonBody } from '../client/json-body.ts';
import type { RuleId } from '../rules/catalogue.ts';
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
  run.progress(
    `      … a token for the expired-token tests expires in ${lifetime} s (waited out beside the tests)`,
  );
  // One second more than expires_in: a provider may count its tokens' age in whole seconds.
  await new Promise((resolve) => setTimeout(resolve, (lifetime + 1) * 1000));
  return body.access_token;
}

/**
 * True for the rules whose tests send an expired token: `<operation>-auth-expired-401` (A15: "a
 * bearer token past its expires_in gets 401"; suites/shared/bulk-requests.ts) and the single
 * checks' `<operation>-auth-invalid-401` (an expired token is an invalid one; suites/shared/single-checks.ts).
 */
export function needsExpiredToken(ruleId: RuleId): boolean {
  return (
    ruleId.endsWith('-auth-expired-401') ||
    ruleId === 'org-check-auth-invalid-401' ||
    ruleId === 'cop-check-auth-invalid-401'
  );
}

/**
 * Starts obtaining the run's expired token now (see {@link expiredToken}), so its wait runs
 * beside the tests before the first one that needs it; the runner calls this at the start of a
 * run that selects such a test. A failure reaches the tests that await the token, not here.
 */
export function startExpiredToken(run: RunContext): void {
  expiredToken(run).catch(() => undefined);
}

/**
 * A token of the run's client past its `expires_in` (A1, A15), obtained once per run and shared:
 * it waits out the lifetime, plus one second, when that is at most `--token-wait` seconds. The
 * wait counts from when the token was issued, so a token started early (see
 * {@link startExpiredToken}) is ready when the tests reach it.
 * @throws NotJudged saying why the run cannot have one (a rule test is skipped with it).
 */
export function expiredToken(run: RunContext): Promise<string> {
  run.shared.expiredToken ??= obtain(run);
  return run.shared.expiredToken;
}
