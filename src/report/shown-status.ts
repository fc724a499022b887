import type { RuleResult, RuleStatus } from '../harness/ledger.ts';
import { blockersOf } from './run-verdict.ts';

/**
 * A rule's status as every screen names and counts it (the page's badges and bars, the banner,
 * the console's `Rules:` line): its ledger status, except that a rule a test set out to judge but
 * did not, because another rule broke first or transport trouble ended its test, is `not judged`
 * whether the ledger holds it skipped or not tested.
 */
export type ShownStatus = RuleStatus | 'not judged';

/** The status `result` is shown and counted under (see {@link ShownStatus}). */
export function shownStatusOf(result: RuleResult): ShownStatus {
  return blockersOf(result).length > 0 ? 'not judged' : result.status;
}

/** How many of `results` are shown under each status, every status present (0 when none). */
export function countShown(results: readonly RuleResult[]): Record<ShownStatus, number> {
  const counts: Record<ShownStatus, number> = {
    passed: 0,
    failed: 0,
    expected: 0,
    warned: 0,
    'not judged': 0,
    skipped: 0,
    'not tested': 0,
    'not met': 0,
  };
  for (const result of results) counts[shownStatusOf(result)] += 1;
  return counts;
}
