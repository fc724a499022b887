import type { RuleResult } from '../harness/ledger.ts';

/** What a run produced: exit code (0 every rule held, 1 a rule failed), report folder, per-rule table. */
export interface RunOutcome {
  readonly exitCode: 0 | 1;
  readonly reportDir: string;
  readonly results: readonly RuleResult[];
  readonly failedTests: number;
  /** True when `RunConfig.interrupt` stopped the run: the reports hold what ran before it. */
  readonly interrupted: boolean;
}
