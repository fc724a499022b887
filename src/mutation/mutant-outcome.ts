/**
 * What the runs of the suite against one mutant of the mock showed, and the exit code Stryker's
 * command test runner reads from it (0: the mutant survived, anything else: killed). Pure: the
 * runs themselves are `run-mutant.ts`.
 */

/** The fields of a `rules.json` rule that matter here (src/harness/ledger.ts, `RuleResult`). */
export interface RulesJsonRow {
  readonly id: string;
  readonly status: string;
  readonly reason?: string;
}

/** What a finished `vop-conformance run` left: its exit code and its `rules.json`, when written. */
export interface SuiteRun {
  /** The run's exit code; `null` when a signal ended it (the wrapper's own hard limit, a crash). */
  readonly exitCode: number | null;
  /** `rules.json`'s rules, or undefined when the run wrote none (it errored, or was killed). */
  readonly rules?: readonly RulesJsonRow[] | undefined;
  /** True when the wrapper killed the run at its hard limit (the run's own deadline did not end it). */
  readonly killedAtHardLimit: boolean;
  /** The run's stderr (its "run stopped: the run deadline …" line is the fallback deadline signal). */
  readonly stderr: string;
}

/** One run of the suite against the mutant, under one choice set of the mock. */
export interface RunResult {
  /** The choice set's name (`first`, `alternative-2`, `alternative-3`, `last`: src/selfcheck/choice-sets.ts). */
  readonly choiceSet: string;
  /** The suite's exit code (0, 1, 2; null when a signal ended it). */
  readonly suiteExitCode: number | null;
  /** Rules the run failed, in rules.json's order. */
  readonly failedRules: readonly string[];
  /** True when the run's deadline passed (or the wrapper had to kill it) before every rule ran. */
  readonly deadlineHit: boolean;
  /** True when the run could not test (exit 2: the mock did not start, a suite did not load …). */
  readonly error: boolean;
  /** Wall time of the run, ms. */
  readonly wallMs: number;
}

/** One mutant's outcome, one JSON file per mutant under `reports/mutation/outcomes/`. */
export interface MutantOutcome {
  /** Stryker's mutant id (`__STRYKER_ACTIVE_MUTANT__`), or `dry-run` for the initial run without a mutant. */
  readonly mutantId: string;
  /** The wrapper's exit code, what Stryker judged: 0 survived, 1 killed. */
  readonly exitCode: 0 | 1;
  /** The last run's exit code (the one that decided). */
  readonly suiteExitCode: number | null;
  /** Rules the deciding run failed. */
  readonly failedRules: readonly string[];
  /** True when the deciding run hit its deadline. */
  readonly deadlineHit: boolean;
  /** True when the deciding run could not test (exit 2). */
  readonly error: boolean;
  /** Wall time of every run together, ms. */
  readonly wallMs: number;
  readonly startedAt: string;
  /** Every run, in order; the runs stop at the first that does not pass cleanly. */
  readonly runs: readonly RunResult[];
}

/** The reason `markUnreached` gives the rules a run stopped by its deadline did not reach. */
const DEADLINE_REASON = 'the deadline passed';
/** The line `runConformance` prints when its deadline stopped a run. */
const DEADLINE_LINE = /run stopped: the run deadline of \d+ s passed/;

/** The rules `rules.json` reports as failed. */
export function failedRules(rules: readonly RulesJsonRow[] | undefined): string[] {
  return (rules ?? []).filter((r) => r.status === 'failed').map((r) => r.id);
}

/** True when the run's deadline ended it before every rule was judged. */
export function deadlineHit(run: SuiteRun): boolean {
  if (run.killedAtHardLimit) return true;
  if (run.rules?.some((r) => r.status === 'not tested' && r.reason === DEADLINE_REASON)) return true;
  return DEADLINE_LINE.test(run.stderr);
}

/**
 * One run, judged. It could not test (an error) when it exited 2, or a signal other than the
 * wrapper's limit ended it, without failing a rule.
 */
export function judgeRun(run: SuiteRun, choiceSet: string, wallMs: number): RunResult {
  const failed = failedRules(run.rules);
  const error =
    failed.length === 0 && (run.exitCode === 2 || (run.exitCode === null && !run.killedAtHardLimit));
  return {
    choiceSet,
    suiteExitCode: run.exitCode,
    failedRules: failed,
    deadlineHit: deadlineHit(run),
    error,
    wallMs,
  };
}

/** True when the next choice set is worth a run: this one passed cleanly (every rule held, in time). */
export function passedCleanly(run: RunResult): boolean {
  return run.suiteExitCode === 0 && !run.deadlineHit;
}

/**
 * The verdict of one run. A failed rule kills the mutant (whether or not the deadline passed
 * too); a run that could not test kills it as well (recorded as an error); a run that hit its
 * deadline without failing a rule lets it survive (a slow mutant is not a detected one); any
 * other exit 1 (the circuit breaker opened on a mock that stopped answering) kills it.
 */
export function runKills(run: RunResult): boolean {
  if (run.failedRules.length > 0 || run.error) return true;
  if (run.deadlineHit) return false;
  return run.suiteExitCode !== 0;
}

/** The mutant's outcome from its runs (the last one decides: the runs stop at the first unclean one). */
export function mutantOutcome(
  mutantId: string,
  runs: readonly RunResult[],
  startedAt: string,
): MutantOutcome {
  const last = runs.at(-1);
  if (last === undefined) throw new Error('mutantOutcome: no run');
  return {
    mutantId,
    exitCode: runKills(last) ? 1 : 0,
    suiteExitCode: last.suiteExitCode,
    failedRules: last.failedRules,
    deadlineHit: last.deadlineHit,
    error: last.error,
    wallMs: runs.reduce((total, run) => total + run.wallMs, 0),
    startedAt,
    runs,
  };
}

/** One line for Stryker's log (it keeps a killed mutant's output as the reason it was killed). */
export function outcomeLine(outcome: MutantOutcome): string {
  const rules = outcome.failedRules.length > 0 ? outcome.failedRules.join(', ') : 'none';
  const who = outcome.mutantId === 'dry-run' ? 'the unmutated mock' : `mutant ${outcome.mutantId}`;
  const killed = outcome.exitCode === 1;
  const verdict =
    outcome.mutantId === 'dry-run'
      ? killed
        ? 'the suite fails it'
        : 'every rule held'
      : killed
        ? 'killed'
        : 'survived';
  const sets = outcome.runs.map((r) => r.choiceSet).join(', ');
  return (
    `${who}: ${verdict}; choice sets run: ${sets}; suite exit ${String(outcome.suiteExitCode)}` +
    `${outcome.error ? ' (error: could not test)' : ''}; failed rules: ${rules}; ` +
    `deadline hit: ${outcome.deadlineHit ? 'yes' : 'no'}; ${(outcome.wallMs / 1000).toFixed(1)} s`
  );
}
