import type { FailedRule } from './failed-rules.ts';

/** How one run against a faulty mock ended, as the efficacy run judges it. */
export interface FaultRunFacts {
  /** Exit code of the child; null when it was killed. */
  readonly code: number | null;
  /** The child's deadline killed it. */
  readonly killedByDeadline: boolean;
  /** The run's own `--deadline` passed and it stopped, leaving rules not tested. */
  readonly stoppedByDeadline: boolean;
  /** Rules its rules.json reported failed; undefined when it wrote none. */
  readonly failedRules: readonly FailedRule[] | undefined;
}

/** Detected; or MISSED, and why. */
export type Detection = { readonly detected: true } | { readonly detected: false; readonly reason: string };

/**
 * The verdict on one fault of the mock's catalogue that breaks rule `rule`: detected when the run reported
 * `rule` failed by an assertion (not only by a time limit running out), exiting 1, or exiting 2
 * because the target could not be tested at all (a token endpoint that issues no usable token:
 * the run stops at once and its report holds the token rule failed), and neither the child's
 * deadline killed it nor the run's own deadline stopped it (a run that ends by a deadline proves
 * nothing about the fault, whatever it failed). Other rules that failed do not count: a fault
 * caught only through another rule's test is a gap in the test of its own rule.
 */
export function detection(facts: FaultRunFacts, rule: string): Detection {
  if (facts.killedByDeadline || facts.code === null)
    return { detected: false, reason: 'killed at its deadline' };
  if (facts.stoppedByDeadline) return { detected: false, reason: 'the run stopped at its deadline' };
  if (facts.code !== 1 && facts.code !== 2) return { detected: false, reason: `exit ${facts.code}` };
  if (facts.failedRules === undefined) return { detected: false, reason: 'no readable rules.json' };
  const own = facts.failedRules.find((r) => r.id === rule);
  if (!own) {
    return {
      detected: false,
      reason:
        facts.failedRules.length === 0
          ? `exit ${facts.code} but no failed rule`
          : `exit ${facts.code} but its rule ${rule} did not fail`,
    };
  }
  if (own.onlyByTimeout) return { detected: false, reason: `${rule} failed only by a time limit` };
  return { detected: true };
}
