import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { type RunContext, setRunContext } from './context.ts';
import { CompositeReporter, type ReporterOptions } from './reporter.ts';

/** Absolute path of the project's `suites/` folder. */
export const SUITES_DIR = fileURLToPath(new URL('../../suites/', import.meta.url));

/** The suite files of a run, `suites/*.suite.ts`, sorted by name. */
export function suiteFiles(): string[] {
  return readdirSync(SUITES_DIR)
    .filter((name) => name.endsWith('.suite.ts'))
    .sort()
    .map((name) => join(SUITES_DIR, name));
}

/** What one mocha run of the suites needs. */
export interface SuiteRunOptions {
  readonly context: RunContext;
  /** Folder of this run's report files (created by the caller). */
  readonly reportDir: string;
  /** Only tests whose full title matches this text (mocha `grep`). */
  readonly grep?: string;
  /** Per-test timeout, ms. */
  readonly testTimeoutMs: number;
}

/**
 * Runs every suite against the context's target with the composite reporter (console,
 * mochawesome HTML/JSON, JUnit, rule ledger). Resolves with the number of failed tests.
 * @throws whatever loading a suite file throws (an UnknownRuleError, a syntax error): a tool error.
 */
export async function runSuites(options: SuiteRunOptions): Promise<number> {
  const reporterOptions: ReporterOptions = {
    reportDir: options.reportDir,
    ledger: options.context.ledger,
    skipReasons: options.context.skipReasons,
    title: `vop-conformance against ${options.context.targetLabel}`,
  };
  const mocha = new Mocha({
    reporter: CompositeReporter as unknown as Mocha.ReporterConstructor,
    reporterOptions,
    timeout: options.testTimeoutMs,
    ...(options.grep ? { grep: options.grep } : {}),
  });
  for (const file of suiteFiles()) mocha.addFile(file);
  setRunContext(options.context);
  try {
    await mocha.loadFilesAsync();
    return await new Promise<number>((resolve) => {
      mocha.run((failures) => resolve(failures));
    });
  } finally {
    setRunContext(undefined);
    mocha.dispose();
  }
}
