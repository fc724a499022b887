import { expectTokenAccepted, issuedToken } from './issued-token.ts';
import type { RunContext } from './run-context.ts';
import type { BearerLifetime, TokenUse } from './token-uses.ts';

async function use(run: RunContext, token: string, when: string): Promise<TokenUse> {
  try {
    return { exchange: await expectTokenAccepted(run, token, when) };
  } catch (thrown) {
    return { thrown };
  }
}

async function observeLifetime(run: RunContext): Promise<BearerLifetime> {
  const issued = await issuedToken(run);
  const rightAway = await use(run, issued.token, 'right after it was issued');
  const lifetime = issued.lifetimeSeconds;
  const fits = lifetime !== undefined && lifetime > 0 && lifetime <= run.tokenWaitSeconds;
  if (run.assumptions !== 'enforce' || !fits) return { issued, rightAway, later: undefined };
  // The second use is scheduled at its moment, counted from the token request, not after a test.
  const waitMs = issued.requestedAtMs + lifetime * 750 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const later = await use(run, issued.token, `three quarters into its expires_in of ${lifetime} s`);
  return { issued, rightAway, later };
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
