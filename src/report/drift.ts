import type { RuleStatus } from '../harness/ledger.ts';
import type { RunSummary } from './run-summary.ts';

/** One observed value that differs between two runs (`before` or `after` undefined: not seen then). */
export interface ObservedChange {
  readonly key: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

/** What changed from one run to the next against the same target (issue 13). */
export interface Drift {
  readonly before: { readonly startedAt: string; readonly target: string };
  readonly after: { readonly startedAt: string; readonly target: string };
  /** Rules that failed now and did not before. */
  readonly newFailures: readonly string[];
  /** Rules that failed before and pass now. */
  readonly fixed: readonly string[];
  /** Every other change of a rule's status: `id: before → after`. */
  readonly otherChanges: readonly string[];
  readonly observed: readonly ObservedChange[];
}

function status(run: RunSummary, id: string): RuleStatus | undefined {
  return run.rules[id];
}

/**
 * The drift from run `before` to run `after`: new failures, rules fixed, other status changes,
 * and observed values that changed, appeared or went (compared after normalisation, so task ids
 * and timing jitter do not count). Rules and keys in sorted order.
 */
export function compareRuns(before: RunSummary, after: RunSummary): Drift {
  const ids = [...new Set([...Object.keys(before.rules), ...Object.keys(after.rules)])].sort();
  const newFailures: string[] = [];
  const fixed: string[] = [];
  const otherChanges: string[] = [];
  for (const id of ids) {
    const was = status(before, id);
    const is = status(after, id);
    if (was === is) continue;
    if (is === 'failed') newFailures.push(id);
    else if (was === 'failed' && is === 'passed') fixed.push(id);
    else otherChanges.push(`${id}: ${was ?? '(absent)'} → ${is ?? '(absent)'}`);
  }
  const keys = [...new Set([...Object.keys(before.observed), ...Object.keys(after.observed)])].sort();
  const observed = keys
    .map((key) => ({ key, before: before.observed[key], after: after.observed[key] }))
    .filter((change) => change.before !== change.after);
  return {
    before: { startedAt: before.startedAt, target: before.target },
    after: { startedAt: after.startedAt, target: after.target },
    newFailures,
    fixed,
    otherChanges,
    observed,
  };
}

/** The drift as lines for a terminal: the two runs, then each kind of change, or that nothing changed. */
export function formatDrift(drift: Drift): string[] {
  const lines = [
    `from ${drift.before.startedAt} (${drift.before.target})`,
    `  to ${drift.after.startedAt} (${drift.after.target})`,
  ];
  const section = (title: string, items: readonly string[]) => {
    if (items.length > 0) lines.push(`${title} (${items.length}):`, ...items.map((item) => `  ${item}`));
  };
  section('new failures', drift.newFailures);
  section('fixed', drift.fixed);
  section('other status changes', drift.otherChanges);
  section(
    'observed values that changed',
    drift.observed.map((c) => `${c.key}: ${c.before ?? '(not seen)'} → ${c.after ?? '(not seen)'}`),
  );
  if (lines.length === 2) lines.push('no change');
  return lines;
}
