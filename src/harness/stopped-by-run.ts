/** Names of the errors of a request never sent because the run stopped (src/errors.ts). */
const STOPPED_BY_RUN: ReadonlySet<string> = new Set([
  'RunDeadlineError',
  'CircuitOpenError',
  'RunInterruptedError',
  'RunBailedError',
  'RunMisconfiguredError',
]);

/**
 * True when `error` (or a cause of it) says a request was never sent because the run stopped
 * (the deadline passed, the circuit breaker opened, the run was interrupted, bailed or found its
 * configuration wrong): the rule was not
 * tested, not broken.
 * By name: the error may come from another module instance than this one's (see run-context.ts).
 */
export function stoppedByRun(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (STOPPED_BY_RUN.has(e.name)) return true;
  }
  return false;
}
