import type { RunOutcome } from '../runner/run-outcome.ts';

/** Exit codes: 0 every rule held, 1 a rule failed, 2 bad configuration or the tool broke. */
export const EXIT = { ok: 0, failure: 1, error: 2 } as const;

/**
 * The exit code of a run's outcome (`run`, `runSuite`): 0 when its verdict is passed, 1 when
 * failed (a rule failed, or the run stopped before its end). A signal's code (130, 143) is the
 * caller's (SIGNAL_EXIT); errors (exit 2) are thrown, never outcomes.
 */
export function runExitCode(outcome: RunOutcome): 0 | 1 {
  return outcome.verdict === 'passed' ? EXIT.ok : EXIT.failure;
}
