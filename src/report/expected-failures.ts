import type { RuleResult } from '../harness/ledger.ts';
import type { RuleId } from '../rules/catalogue.ts';

/**
 * A known deviation of the target, from the file `run --expect-failures FILE` reads
 * (schemas/config/expected-failures.schema.json): the rule it breaks, why, and optionally the
 * targets it holds for and its last day.
 */
export interface ExpectedFailure {
  readonly ruleId: RuleId;
  readonly reason: string;
  /** Holds only for runs whose target label (base URL, or `embedded mock …`) contains this text. */
  readonly target?: string;
  /** Last day the entry holds, `YYYY-MM-DD` (UTC); a passed date is a configuration error. */
  readonly until?: string;
}

/** How the note of an expected failure that no longer fails begins (it fails the run: the entry must go). */
export const NOW_HOLDS = 'Received: the rule held, though';

/** True when `entry` holds for a run against `targetLabel`. */
function holdsFor(entry: ExpectedFailure, targetLabel: string): boolean {
  return entry.target === undefined || targetLabel.includes(entry.target);
}

/**
 * The per-rule table with the expected failures applied: a listed rule that failed becomes
 * `expected` (it does not fail the run); a listed rule that passed becomes `failed`, saying the
 * deviation is gone and the entry must go, so the list stays true. A listed rule that was
 * skipped, warned or not tested is left as it is (nothing shows whether the deviation remains).
 * Entries whose `target` does not match `targetLabel` are ignored. `file` names the list in texts.
 */
export function applyExpectedFailures(
  results: readonly RuleResult[],
  expected: readonly ExpectedFailure[],
  targetLabel: string,
  file: string,
): RuleResult[] {
  const byRule = new Map(expected.filter((e) => holdsFor(e, targetLabel)).map((e) => [e.ruleId, e]));
  return results.map((result) => {
    const entry = byRule.get(result.id);
    if (!entry) return result;
    if (result.status === 'failed') {
      return {
        ...result,
        status: 'expected',
        details: [`expected failure: ${entry.reason}`, ...result.details],
      };
    }
    if (result.status === 'passed') {
      return {
        ...result,
        status: 'failed',
        details: [
          `${NOW_HOLDS} ${file} expects it to fail (${entry.reason})
Documented: an expected failure that no longer happens fails the run: remove ${result.id} from ${file}`,
        ],
      };
    }
    return result;
  });
}
