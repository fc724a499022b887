/** How one run against a faulty mock ended, as the efficacy run judges it. */
export interface FaultRunFacts {
  /** Exit code of the child; null when it was killed. */
  readonly code: number | null;
  /** The child's deadline killed it. */
  readonly killedByDeadline: boolean;
  /** The run's own `--deadline` passed and it stopped, leaving rules not tested. */
  readonly stoppedByDeadline: boolean;
  /** Rules its rules.json reported failed; undefined when it wrote none. */
  readonly failedRules: readonly string[] | undefined;
}

/** Detected, with the rules that failed; or MISSED, and why. */
export type Detection =
  | { readonly detected: true; readonly failedRules: readonly string[] }
  | { readonly detected: false; readonly reason: string };

/**
 * The verdict on one fault (issue 12): detected when the run reported at least one failed rule,
 * exiting 1, or exiting 2 because the target could not be tested at all (a token endpoint that
 * issues no usable token: the run stops at once and its report holds the token rule failed),
 * and neither the child's deadline killed it nor the run's own deadline stopped it (a run that
 * ends by a deadline proves nothing about the fault, whatever it failed).
 */
export function detection(facts: FaultRunFacts): Detection {
  if (facts.killedByDeadline || facts.code === null)
    return { detected: false, reason: 'killed at its deadline' };
  if (facts.stoppedByDeadline) return { detected: false, reason: 'the run stopped at its deadline' };
  if (facts.code !== 1 && facts.code !== 2) return { detected: false, reason: `exit ${facts.code}` };
  if (facts.failedRules === undefined) return { detected: false, reason: 'no readable rules.json' };
  if (facts.failedRules.length === 0)
    return { detected: false, reason: `exit ${facts.code} but no failed rule` };
  return { detected: true, failedRules: facts.failedRules };
}
