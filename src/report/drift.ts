import type { RuleStatus } from '../harness/ledger.ts';
import { shortDigest } from '../rules/rule-set-digest.ts';
import type { RunSummary } from './run-summary.ts';

/** One observed value that differs between two runs (`before` or `after` undefined: not seen then). */
export interface ObservedChange {
  readonly key: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

/** One run of a comparison: when, against what (its key, and as the reports name it), its verdict. */
export interface DriftRun {
  readonly startedAt: string;
  /** The key runs are compared by: `embedded mock` or the provider's base URL. */
  readonly target: string;
  /** The target as the reports name it (`the embedded mock, not a sandbox (…)`), when the run says. */
  readonly against?: string;
  readonly verdict?: string;
  /** The tool's version (empty for a rules.json written by 0.2.0 or earlier). */
  readonly version: string;
  /** The SHA-256 of the rules the run judged by; absent for a run written by 0.2.0 or earlier. */
  readonly ruleSetDigest?: string;
  /** Rules judged (passed, failed, warned or an expected failure): not skipped, not `not tested`. */
  readonly judged: number;
}

/** What changed from one run to the next (what `vop-conformance diff` prints and gates on). */
export interface Drift {
  readonly before: DriftRun;
  readonly after: DriftRun;
  /** True when the runs were made against different targets (an embedded mock and a sandbox, two URLs). */
  readonly otherTarget: boolean;
  /** True when the runs' rule-set digests differ, or either run names none (0.2.0 or earlier). */
  readonly otherRuleSet: boolean;
  /** How many fewer rules the later run judged than the earlier (0 when as many or more). */
  readonly fewerJudged: number;
  /** Rules that failed now and did not before. */
  readonly newFailures: readonly string[];
  /** Rules that passed before and were not judged now: `id: why` (`not judged: … broke first`, `interrupted`). */
  readonly noLongerJudged: readonly string[];
  /** Rules that failed before and pass now. */
  readonly fixed: readonly string[];
  /** Every other change of a rule's status: `id: before → after`. */
  readonly otherChanges: readonly string[];
  readonly observed: readonly ObservedChange[];
}

function status(run: RunSummary, id: string): RuleStatus | undefined {
  return run.rules[id];
}

/** The rules a run judged: passed, failed, warned or an expected failure (src/report/run-verdict.ts counts the same). */
function judgedCount(run: RunSummary): number {
  const { counts } = run;
  return counts.passed + counts.failed + counts.warned + counts.expected;
}

function driftRun(run: RunSummary): DriftRun {
  return {
    startedAt: run.startedAt,
    version: run.tool.version,
    ...(run.tool.ruleSetDigest === undefined ? {} : { ruleSetDigest: run.tool.ruleSetDigest }),
    judged: judgedCount(run),
    target: run.target,
    ...(run.against === undefined ? {} : { against: run.against }),
    ...(run.verdict === undefined ? {} : { verdict: run.verdict }),
  };
}

/**
 * The drift from run `before` to run `after`: whether their targets and their rule sets differ,
 * how many fewer rules the later run judged, new failures, rules
 * that passed and were not judged now (with why), rules fixed, other status changes, and
 * observed values that changed, appeared or went (compared after normalisation, so task ids and
 * timing jitter do not count). Rules and keys in sorted order.
 */
export function compareRuns(before: RunSummary, after: RunSummary): Drift {
  const ids = [...new Set([...Object.keys(before.rules), ...Object.keys(after.rules)])].sort();
  const newFailures: string[] = [];
  const noLongerJudged: string[] = [];
  const fixed: string[] = [];
  const otherChanges: string[] = [];
  for (const id of ids) {
    const was = status(before, id);
    const is = status(after, id);
    if (was === is) continue;
    if (is === 'failed') newFailures.push(id);
    else if (was === 'passed' && is === 'not tested')
      noLongerJudged.push(`${id}: ${after.reasons?.[id] ?? 'not tested'}`);
    else if (was === 'failed' && is === 'passed') fixed.push(id);
    else otherChanges.push(`${id}: ${was ?? '(absent)'} → ${is ?? '(absent)'}`);
  }
  const keys = [...new Set([...Object.keys(before.observed), ...Object.keys(after.observed)])].sort();
  const observed = keys
    .map((key) => ({ key, before: before.observed[key], after: after.observed[key] }))
    .filter((change) => change.before !== change.after);
  const was = driftRun(before);
  const is = driftRun(after);
  return {
    before: was,
    after: is,
    otherTarget: before.target !== after.target,
    otherRuleSet: was.ruleSetDigest === undefined || was.ruleSetDigest !== is.ruleSetDigest,
    fewerJudged: Math.max(0, was.judged - is.judged),
    newFailures,
    noLongerJudged,
    fixed,
    otherChanges,
    observed,
  };
}

/** A run as `diff` names it: when, against what, and its verdict when it says one. */
function runLine(run: DriftRun): string {
  const against = run.against ?? run.target;
  return `${run.startedAt} against ${against}${run.verdict === undefined ? '' : `: ${run.verdict}`}`;
}

/** The warning `diff` gives for runs against different targets, or undefined when they share one. */
export function otherTargetWarning(drift: Drift): string | undefined {
  if (!drift.otherTarget) return undefined;
  return `warning: the runs were made against different targets (${drift.before.target}; ${drift.after.target}): a change between them may be the targets', not the provider's`;
}

/**
 * The warning `diff` gives for runs judged by different rule sets (their digests differ, or a run
 * written by 0.2.0 or earlier names none), or undefined when both name the same one.
 */
export function otherRuleSetWarning(drift: Drift): string | undefined {
  if (!drift.otherRuleSet) return undefined;
  const named = (run: DriftRun) =>
    `${run.version === '' ? 'an unknown version' : run.version}, ${
      run.ruleSetDigest === undefined ? 'no rule-set digest' : `rule set ${shortDigest(run.ruleSetDigest)}`
    }`;
  return `warning: the runs used different rule sets (${named(drift.before)}; ${named(drift.after)}): a rule added, dropped or reworded reads as a change of the provider`;
}

/** The drift as lines for a terminal: the two runs, then each kind of change, or that nothing changed. */
export function formatDrift(drift: Drift): string[] {
  const lines = [`from ${runLine(drift.before)}`, `  to ${runLine(drift.after)}`];
  const section = (title: string, items: readonly string[]) => {
    if (items.length > 0) lines.push(`${title} (${items.length}):`, ...items.map((item) => `  ${item}`));
  };
  if (drift.before.judged !== drift.after.judged)
    lines.push(`rules judged: ${drift.before.judged} → ${drift.after.judged}`);
  section('new failures', drift.newFailures);
  section('passed before, not judged now', drift.noLongerJudged);
  section('fixed', drift.fixed);
  section('other status changes', drift.otherChanges);
  section(
    'observed values that changed',
    drift.observed.map((c) => `${c.key}: ${c.before ?? '(not seen)'} → ${c.after ?? '(not seen)'}`),
  );
  if (lines.length === 2) lines.push('no change');
  return lines;
}
