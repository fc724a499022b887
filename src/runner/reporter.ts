import Mocha from 'mocha';
import Mochawesome from 'mochawesome';
import { stacksAreShown, withoutStack } from '../output/error-text.ts';
import type { RunFindings } from '../harness/findings.ts';
import type { RuleLedger } from '../harness/ledger.ts';
import { attachConsoleSpec } from './console-spec.ts';
import { attachLedger } from './ledger-listener.ts';
import { attachTestCases, type MochaCase } from './test-cases.ts';
import { attachProgress, type ProgressOptions } from './progress.ts';

/** Options the composite reporter takes through mocha's `reporterOptions`. */
export interface ReporterOptions {
  /** Folder of this run's report files. */
  readonly reportDir: string;
  /** The run's ledger, written by the ledger listener alone. */
  readonly ledger: RuleLedger;
  /** Where the run's checks put their findings (the setup's are taken after each hook). */
  readonly findings: RunFindings;
  /** Where each test's end is recorded for the JUnit file (written after the run, see junit-cases.ts). */
  readonly cases: MochaCase[];
  readonly title: string;
  /** Whether mocha's spec lines go to stdout (default); false: the report files only (`runSuite`'s `quiet`). */
  readonly console?: boolean;
  /** How the run shows its progress (a live line, plain lines, or none); none when absent. */
  readonly progress?: ProgressOptions;
}

type DoneCapable = { done?: (failures: number, exit: (code: number) => void) => void };

/**
 * Strips the stack frames of every failing test's and hook's error (unless VOPC_DEBUG=1), on
 * the first 'fail' listener after mocha's own: the console spec reporter, mochawesome's
 * `estack` and the JUnit `<failure>` then show the message alone (Received / Documented /
 * Replay of a failure, the one line of a tool error).
 */
function stripStacks(runner: Mocha.Runner): void {
  runner.on('fail', (_runnable: Mocha.Runnable, error: unknown) => {
    if (stacksAreShown() || typeof error !== 'object' || error === null) return;
    withoutStack(error);
    // Mocha prints the cause chain too ("Caused by: …"): a TransportError's cause is undici's error.
    let cause = (error as { cause?: unknown }).cause;
    for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 8; depth += 1) {
      withoutStack(cause);
      cause = (cause as { cause?: unknown }).cause;
    }
    const { multiple } = error as { multiple?: unknown };
    if (Array.isArray(multiple))
      for (const each of multiple) if (typeof each === 'object' && each !== null) withoutStack(each);
  });
}

/**
 * One mocha reporter that feeds four: the console (`attachConsoleSpec`: a line per test, a
 * failure's rule and `Received:` line, not-judged and unfinished tests apart; the summary after
 * the run gives one block per failed rule), mochawesome (HTML and JSON to
 * `reportDir/report.{html,json}`, with its charts), the rule ledger, and the test cases the
 * JUnit file is written from once the run's expected failures are applied. None of them sees a
 * stack frame (see `stripStacks`).
 */
export class CompositeReporter extends Mocha.reporters.Base {
  readonly #children: DoneCapable[];

  constructor(runner: Mocha.Runner, options: { reporterOptions: ReporterOptions }) {
    super(runner, options);
    const { reportDir, ledger, findings, cases, title, progress, console } = options.reporterOptions;
    // First: in a terminal the reporters' output then goes above the live line.
    if (progress) attachProgress(runner, progress);
    stripStacks(runner);
    if (console !== false) attachConsoleSpec(runner);
    attachLedger(runner, ledger, findings);
    attachTestCases(runner, cases);
    this.#children = [
      new Mochawesome(runner, {
        reporterOptions: {
          reportDir,
          reportFilename: 'report',
          reportTitle: title,
          reportPageTitle: title,
          inline: true,
          charts: true,
          code: false,
          quiet: true,
          // The console is attachConsoleSpec's: one line per test, no list of failures at the end.
          consoleReporter: 'none',
        },
      }),
    ];
  }

  /** Waits for every child reporter to finish writing before mocha's run callback fires. */
  override done(failures: number, exit: (code: number) => void): void {
    const pending = this.#children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.done) child.done(failures, () => resolve());
          else resolve();
        }),
    );
    void Promise.all(pending).then(() => exit(failures));
  }
}
