import type { RuleResult } from '../harness/ledger.ts';

/**
 * What a run produced: its verdict, report folder, per-rule table. Only src/cli maps it to an
 * exit code (src/cli/exit-code.ts).
 */
export interface RunOutcome {
  /**
   * `passed`: every rule held (expected failures aside); `failed`: a rule failed, or the run
   * stopped before its end (deadline, circuit breaker, interruption).
   */
  readonly verdict: 'passed' | 'failed';
  /** The verdict as every output says it, e.g. `PASSED with 3 rules not judged: …` (src/report/run-verdict.ts). */
  readonly verdictText: string;
  readonly reportDir: string;
  readonly results: readonly RuleResult[];
  readonly failedTests: number;
  /** True when `RunConfig.interrupt` stopped the run: the reports hold what ran before it. */
  readonly interrupted: boolean;
}
