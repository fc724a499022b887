import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import type { HaltReason } from '../client/transport.ts';
import { haltOnInterrupt } from './halt-on-interrupt.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { startBearerLifetime } from '../harness/bearer-lifetime.ts';
import { needsExpiredToken, startExpiredToken } from '../harness/expired-token.ts';
import { RuleLedger } from '../harness/ledger.ts';
import { ruleTestOf } from '../harness/rule-test.ts';
import { bindRunContext, type RunContext } from '../harness/run-context.ts';
import { bindTestSelection, mochaSelection } from '../harness/test-selection.ts';
import { CompositeReporter, type ReporterOptions } from './reporter.ts';
import { type MochaCase, unreachedCases } from './test-cases.ts';
import type { ProgressMode } from './progress.ts';
import { RUNS_COMPILED } from '../package-root.ts';

/** Absolute path of the `suites/` folder: the sources, or the compiled suites under `dist/` when the installed package runs. */
export const SUITES_DIR = fileURLToPath(new URL('../../suites/', import.meta.url));

/** The suite file that runs last: it judges every 429 the run met, and its burst (`--provoke-429`, A6) must follow every other test. */
const LAST_SUITE = 'rate-limit.suite';

/**
 * The suite files of a run, `suites/*.suite.ts` (`.suite.js` when compiled), sorted by name, the
 * rate-limit suite last.
 */
export function suiteFiles(): string[] {
  const last = (name: string) => (name.startsWith(`${LAST_SUITE}.`) ? 1 : 0);
  return readdirSync(SUITES_DIR)
    .filter((name) => name.endsWith(RUNS_COMPILED ? '.suite.js' : '.suite.ts'))
    .sort((a, b) => last(a) - last(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => join(SUITES_DIR, name));
}

/** What one mocha run of the suites needs. */
export interface SuiteRunOptions {
  readonly context: RunContext;
  /** Folder of this run's report files (created by the caller). */
  readonly reportDir: string;
  /** Only tests whose full title this matches (mocha `grep`; src/runner/rule-selection.ts `testFilter`). */
  readonly filter?: RegExp;
  /** Stop after the first failed test (`--bail`): the transport halts, the rest are not tested. */
  readonly bail?: boolean;
  /** Per-test timeout, ms. */
  readonly testTimeoutMs: number;
  /** Longest run of the suites, ms, from the call on (`--deadline`). */
  readonly deadlineMs: number;
  /** How the run shows its progress on stderr (default off). */
  readonly progress?: ProgressMode;
  /**
   * Aborted on SIGINT or SIGTERM (its reason: the signal's name): the transport halts as at the
   * deadline, so no test starts, exchanges in flight are aborted and the reports are written.
   */
  readonly interrupt?: AbortSignal;
  /** Keep mocha's test lines off stdout (the report files are written all the same). */
  readonly quiet?: boolean;
}

/** Time between two plain progress lines, ms (CI, piped output). */
const PLAIN_PROGRESS_EVERY_MS = 10_000;

/** How a mocha run of the suites ended: its ledger, failed tests, and why it stopped early (if it did). */
export interface SuiteRunResult {
  /** Every rule outcome and observation of the run. */
  readonly ledger: RuleLedger;
  readonly failedTests: number;
  /** Each test (and failing hook) as mocha saw it end, in order: the JUnit file's cases. */
  readonly cases: readonly MochaCase[];
  /** The deadline passed or the circuit breaker opened; undefined when every suite ran. */
  readonly stopped: HaltReason | undefined;
  /** The rules whose tests the run selected (all with a test when nothing was filtered). */
  readonly selectedRules: readonly RuleId[];
}

/**
 * Runs every suite against the context's target with the composite reporter (console,
 * mochawesome HTML/JSON, rule ledger, the test cases of the JUnit file). The context is bound to mocha's root context, so
 * every test and hook reaches it through its `this` (`runOf`); `ruleIt` hands it to each rule
 * test's body. Resolves with the ledger, the number of failed tests and why the run stopped
 * early, if it did: when `deadlineMs` passes, the transport's circuit breaker opens or
 * `interrupt` is aborted, the transport halts (exchanges in flight are aborted, later ones fail at once) and
 * mocha is aborted after the running test, so the rules not yet run stay `not tested` and the
 * reporters still write their files.
 * @throws whatever loading a suite file throws (an UnknownRuleError, a syntax error): a tool error.
 */
export async function runSuites(options: SuiteRunOptions): Promise<SuiteRunResult> {
  const ledger = new RuleLedger();
  const cases: MochaCase[] = [];
  const reporterOptions: ReporterOptions = {
    reportDir: options.reportDir,
    ledger,
    cases,
    findings: options.context.findings,
    title: `vop-conformance against ${options.context.targetLabel}`,
    console: options.quiet !== true,
    progress: {
      mode: options.progress ?? 'off',
      stream: process.stderr,
      stdout: process.stdout,
      now: () => Date.now(),
      plainEveryMs: PLAIN_PROGRESS_EVERY_MS,
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (timer) => clearInterval(timer as NodeJS.Timeout),
    },
  };
  const mocha = new Mocha({
    reporter: CompositeReporter as unknown as Mocha.ReporterConstructor,
    reporterOptions,
    timeout: options.testTimeoutMs,
    ...(options.filter ? { grep: options.filter } : {}),
  });
  bindRunContext(mocha.suite.ctx, options.context);
  // Which tests this mocha runs (its grep), so a group of tests starts work only for those.
  bindTestSelection(mocha.suite.ctx, mochaSelection(mocha.options));
  for (const file of suiteFiles()) mocha.addFile(file);
  const { transport } = options.context.client;
  let runner: Mocha.Runner | undefined;
  const stopListening = transport.onHalt(() => runner?.abort());
  const deadline = setTimeout(() => {
    const seconds = Math.round(options.deadlineMs / 1000);
    transport.halt({ kind: 'deadline', message: `the run deadline of ${seconds} s passed` });
  }, options.deadlineMs);
  const stopInterrupting = haltOnInterrupt(transport, options.interrupt);
  try {
    // A run of every test starts the expired token's wait before the suites load (it takes the
    // longest); a --grep run knows whether it needs one only once they have.
    if (options.filter === undefined) startExpiredToken(options.context);
    await mocha.loadFilesAsync();
    // Waits no test has to sit through: a token that must expire starts expiring now.
    const selected = selectedRules(mocha.suite, options.filter);
    if (selected.some(needsExpiredToken)) startExpiredToken(options.context);
    if (selected.includes('token-bearer-accepted')) startBearerLifetime(options.context);
    const failedTests = await new Promise<number>((resolve) => {
      runner = mocha.run((failures) => resolve(failures));
      if (options.bail) {
        runner.once(Mocha.Runner.constants.EVENT_TEST_FAIL, () =>
          transport.halt({ kind: 'bail', message: 'stopped after the first failure (--bail)' }),
        );
      }
      if (transport.halted) runner.abort();
    });
    const stopped = transport.halted;
    // A stopped run lists the tests it did not reach (the JUnit file's `not tested: <why>`).
    if (stopped) cases.push(...unreachedCases(mocha.suite, cases, options.filter));
    return { ledger, failedTests, cases, stopped, selectedRules: selected };
  } finally {
    clearTimeout(deadline);
    stopInterrupting();
    stopListening();
    mocha.dispose();
  }
}

/** The rule ids of the rule tests under `suite` that a run with `filter` runs. */
function selectedRules(suite: Mocha.Suite, filter: RegExp | undefined): RuleId[] {
  const own = suite.tests
    .filter((test) => filter === undefined || new RegExp(filter).test(test.fullTitle()))
    .flatMap((test) => ruleTestOf(test)?.ruleId ?? []);
  return [...own, ...suite.suites.flatMap((child) => selectedRules(child, filter))];
}
