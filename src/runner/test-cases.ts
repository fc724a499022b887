import { relative, sep } from 'node:path';
import type Mocha from 'mocha';
import { ruleTestOf } from '../harness/rule-test.ts';
import { stoppedByRun } from '../harness/stopped-by-run.ts';
import { transportTroubleReason } from '../harness/transport-trouble.ts';
import { stacksAreShown } from '../output/error-text.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

/** How mocha saw one test (or one failing hook) end. */
export interface MochaCase {
  /** The top `describe` the test is in: the operation's suite. */
  readonly suite: string;
  /** The test's title, after the titles of any `describe` between it and `suite`. */
  readonly name: string;
  /** Mocha's full title (the ledger's key). */
  readonly fullTitle: string;
  /** The test's file, relative to the project, forward slashes. */
  readonly file?: string;
  /** The test's own rule; undefined for a hook or a test that is not a rule test. */
  readonly ruleId?: RuleId;
  readonly durationMs: number;
  /** `not run`: the run stopped (deadline, circuit breaker, interrupted) before mocha reached the test. */
  readonly state: 'passed' | 'failed' | 'pending' | 'not run';
  /** The failure's message (stack frames are stripped before it is read). */
  readonly error?: string;
  /** True when the failure was the run stopping under the test (its exchanges aborted), not a finding. */
  readonly stopped?: true;
  /**
   * Why the test (or a failing hook) judged nothing: `not judged: transport (…)` when transport
   * trouble ended it, `not judged: <rule id> broke first` when another rule's failure did.
   */
  readonly notJudged?: string;
}

/** The titles from under the root suite down to `runnable`, the top `describe` first. */
function titles(runnable: Mocha.Runnable): string[] {
  const path: string[] = [];
  for (let suite = runnable.parent; suite && !suite.root; suite = suite.parent) path.unshift(suite.title);
  return path;
}

function fileOf(runnable: Mocha.Runnable): string | undefined {
  return runnable.file ? relative(PACKAGE_ROOT, runnable.file).split(sep).join('/') : undefined;
}

/**
 * A failure's text: a rule failure's message (Received / Documented / Replay), a tool error's
 * name and message (`SyntaxError: …`), or its stack when stacks are shown (VOPC_DEBUG=1).
 */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (stacksAreShown() && error.stack) return error.stack;
  return error.name === 'ConformanceFailure' ? error.message : `${error.name}: ${error.message}`;
}

function caseOf(runnable: Mocha.Runnable, state: MochaCase['state'], error?: unknown): MochaCase {
  const [suite = '(no suite)', ...between] = titles(runnable);
  const file = fileOf(runnable);
  const record = (runnable as { type?: string }).type === 'test' ? ruleTestOf(runnable) : undefined;
  const ruleId = record?.ruleId;
  const notJudged =
    (error === undefined ? undefined : transportTroubleReason(error)) ??
    (state === 'failed' ? record?.notJudged : undefined);
  return {
    suite,
    name: [...between, runnable.title].join(' › '),
    fullTitle: runnable.fullTitle(),
    ...(file ? { file } : {}),
    ...(ruleId ? { ruleId } : {}),
    durationMs: runnable.duration ?? 0,
    state,
    ...(error === undefined ? {} : { error: messageOf(error) }),
    ...(stoppedByRun(error) ? { stopped: true as const } : {}),
    ...(notJudged === undefined ? {} : { notJudged }),
  };
}

/**
 * The tests under `suite` that `cases` has no case for and that a run with `filter` selects (its
 * mocha grep: the full title matches it), as `not run` cases: what a stopped run did not reach.
 */
export function unreachedCases(
  suite: Mocha.Suite,
  cases: readonly MochaCase[],
  filter?: RegExp,
): MochaCase[] {
  const seen = new Set(cases.map((c) => c.fullTitle));
  const below = (each: Mocha.Suite): Mocha.Test[] => [...each.tests, ...each.suites.flatMap(below)];
  return below(suite)
    .filter(
      (test) =>
        !seen.has(test.fullTitle()) && (filter === undefined || new RegExp(filter).test(test.fullTitle())),
    )
    .map((test) => caseOf(test, 'not run'));
}

/**
 * Records, into `cases`, each test as it ends (passed, failed or pending) and each failing hook
 * (a hook failure is one failed case; the tests below it never ran). A test that fails after it
 * ended (an uncaught error once it had passed) turns its case to failed. Listen after the
 * listener that strips stack frames, so messages carry none. The JUnit file is built from these cases.
 */
export function attachTestCases(runner: Mocha.Runner, cases: MochaCase[]): void {
  const failures = new Map<Mocha.Runnable, unknown>();
  const index = new Map<Mocha.Runnable, number>();
  runner.on('fail', (runnable: Mocha.Runnable, error: unknown) => {
    if ((runnable as { type?: string }).type === 'hook') {
      cases.push(caseOf(runnable, 'failed', error));
      return;
    }
    if (!failures.has(runnable)) failures.set(runnable, error);
    const ended = index.get(runnable);
    if (ended !== undefined) cases[ended] = caseOf(runnable, 'failed', error);
  });
  runner.on('test end', (test: Mocha.Test) => {
    index.set(test, cases.length);
    if (test.isPending()) cases.push(caseOf(test, 'pending'));
    else if (failures.has(test)) cases.push(caseOf(test, 'failed', failures.get(test)));
    else cases.push(caseOf(test, test.state === 'failed' ? 'failed' : 'passed'));
  });
}
