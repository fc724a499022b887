import { join } from 'node:path';
import Mocha from 'mocha';
import JUnitReporter from 'mocha-junit-reporter';
import Mochawesome from 'mochawesome';
import type { RuleLedger } from './ledger.ts';
import { attachLedger } from './ledger-listener.ts';

/** Options the composite reporter takes through mocha's `reporterOptions`. */
export interface ReporterOptions {
  /** Folder of this run's report files. */
  readonly reportDir: string;
  readonly ledger: RuleLedger;
  readonly skipReasons: WeakMap<object, string>;
  readonly title: string;
}

type DoneCapable = { done?: (failures: number, exit: (code: number) => void) => void };

/**
 * One mocha reporter that feeds three: mochawesome (spec on the console, HTML and JSON to
 * `reportDir/report.{html,json}`), mocha-junit-reporter (`reportDir/junit.xml`) and the rule ledger.
 */
export class CompositeReporter extends Mocha.reporters.Base {
  readonly #children: DoneCapable[];

  constructor(runner: Mocha.Runner, options: { reporterOptions: ReporterOptions }) {
    super(runner, options);
    const { reportDir, ledger, skipReasons, title } = options.reporterOptions;
    attachLedger(runner, ledger, skipReasons);
    this.#children = [
      new Mochawesome(runner, {
        reporterOptions: {
          reportDir,
          reportFilename: 'report',
          reportTitle: title,
          reportPageTitle: title,
          inline: true,
          charts: false,
          code: false,
          quiet: true,
          consoleReporter: 'spec',
        },
      }),
      new JUnitReporter(runner, {
        reporterOptions: { mochaFile: join(reportDir, 'junit.xml'), testsuitesTitle: title, outputs: true },
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
