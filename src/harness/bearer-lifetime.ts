import { ConformanceFailure } from '../checks/conformance-failure.ts';
import { expectTokenAccepted, issuedToken } from './issued-token.ts';
import type { RunContext } from './run-context.ts';
import type { BearerLifetime, IssuedToken, TokenUse } from './token-uses.ts';

/** Most tokens the three-quarter use tries when its answer keeps coming after expiry. */
const LATE_ATTEMPTS = 3;

/**
 * Uses `issued` once (see `expectTokenAccepted`). A refusal answered after the token's
 * `expires_in` had run out (counted from the token request) is `late`, not a failure: the token
 * may have expired on the way.
 */
async function use(run: RunContext, issued: IssuedToken, when: string): Promise<TokenUse> {
  try {
    return { exchange: await expectTokenAccepted(run, issued.token, when) };
  } catch (thrown) {
    const expiresAtMs = issued.requestedAtMs + (issued.lifetimeSeconds ?? Infinity) * 1000;
    if (thrown instanceof ConformanceFailure && Date.now() >= expiresAtMs) {
      return { late: `the answer came after the token's expires_in of ${String(issued.lifetimeSeconds)} s` };
    }
    return { thrown };
  }
}

/** A fresh token used three quarters into its lifetime; a late answer tries another token, at most 3. */
async function useLater(run: RunContext, first: IssuedToken, lifetime: number): Promise<TokenUse> {
  let issued = first;
  let outcome: TokenUse = { late: 'not tried' };
  for (let attempt = 1; attempt <= LATE_ATTEMPTS; attempt += 1) {
    if (attempt > 1) issued = await issuedToken(run);
    // The use is scheduled at its moment, counted from the token request, not after a test.
    const waitMs = issued.requestedAtMs + lifetime * 750 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    outcome = await use(run, issued, `three quarters into its expires_in of ${lifetime} s`);
    if (!('late' in outcome)) return outcome;
  }
  return outcome;
}

async function observeLifetime(run: RunContext): Promise<BearerLifetime> {
  const issued = await issuedToken(run);
  const rightAway = await use(run, issued, 'right after it was issued');
  const lifetime = issued.lifetimeSeconds;
  const fits = lifetime !== undefined && lifetime > 0 && lifetime <= run.tokenWaitSeconds;
  if (run.assumptions !== 'enforce' || !fits) return { issued, rightAway, later: undefined };
  return { issued, rightAway, later: await useLater(run, issued, lifetime) };
}

/**
 * The run's {@link BearerLifetime}, made once and shared: the first call starts it (the runner
 * does so at the start of a run that selects token-bearer-accepted, so the wait for three
 * quarters of the token's lifetime runs beside the other tests).
 * @throws NotJudged when the token endpoint gives no access_token.
 */
export function bearerLifetime(run: RunContext): Promise<BearerLifetime> {
  run.shared.bearerLifetime ??= observeLifetime(run);
  return run.shared.bearerLifetime;
}

/** Starts {@link bearerLifetime} now; a failure reaches the test that awaits it, not here. */
export function startBearerLifetime(run: RunContext): void {
  bearerLifetime(run).catch(() => undefined);
}
