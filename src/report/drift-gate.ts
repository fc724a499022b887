import type { Drift } from './drift.ts';

/** What makes `diff` fail (`--fail-on`), the default first. */
export const DIFF_FAIL_ON = ['new-failures', 'fewer-judged', 'any-change', 'never'] as const;

/** One value of `diff --fail-on`. */
export type DiffFailOn = (typeof DIFF_FAIL_ON)[number];

/**
 * What in `drift` fails a `diff --fail-on failOn`, one phrase each; none when
 * it passes. `new-failures` (the default): a new failure, a rule that passed and was not judged
 * now, another target. `fewer-judged`: those, and fewer rules judged than the earlier run (the
 * baseline). `any-change`: all of those, and any other change `diff` prints (fixed rules, other
 * status changes, observed values). `never`: nothing.
 */
export function diffFailures(drift: Drift, failOn: DiffFailOn): string[] {
  if (failOn === 'never') return [];
  const count = (n: number, what: string) => (n > 0 ? [`${n} ${what}`] : []);
  const gating = [
    ...(drift.otherTarget ? ['another target'] : []),
    ...count(drift.newFailures.length, 'new failure(s)'),
    ...count(drift.noLongerJudged.length, 'rule(s) passed before and not judged now'),
  ];
  if (failOn === 'new-failures') return gating;
  const fewer = count(drift.fewerJudged, 'rule(s) fewer judged than the earlier run');
  if (failOn === 'fewer-judged') return [...gating, ...fewer];
  return [
    ...gating,
    ...fewer,
    ...count(drift.fixed.length, 'fixed rule(s)'),
    ...count(drift.otherChanges.length, 'other status change(s)'),
    ...count(drift.observed.length, 'observed value(s) changed'),
  ];
}
