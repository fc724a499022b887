/**
 * The programmatic entry point of the installed package (`import { runSuite } from
 * 'vop-conformance'`): run the conformance suites against a target as `vop-conformance run`
 * does, and get the verdict and the paths of the report files.
 */
import { join, resolve } from 'node:path';
import { ConfigError } from './errors.ts';
import { redactor } from './output/redactor.ts';
import { reportRootProblem } from './report/report-dir.ts';
import { countByStatus } from './report/summary.ts';
import { runConformance } from './runner/run-conformance.ts';
import { runExitCode } from './cli/exit-code.ts';
import { SIGNAL_EXIT } from './cli/interruption.ts';
import { loadDotenvFile } from './cli/dotenv-file.ts';
import { loadRunConfig } from './cli/load-run-config.ts';
import type { RunFlags } from './cli/resolve-run-config.ts';
import { registerSecrets, secretFlagArgv } from './cli/secrets.ts';
import { dropBlankVariables } from './cli/variables.ts';
import type { RuleStatus } from './harness/ledger.ts';

export type { RunFlags } from './cli/resolve-run-config.ts';
export type { RuleStatus } from './harness/ledger.ts';
export { ConfigError, ToolError } from './errors.ts';

/** What {@link runSuite} takes; every field is optional (the embedded mock, default settings). */
export interface SuiteRunOptions {
  /**
   * The run's settings by their flag names in camelCase (`baseUrl`, `profile`, `grep`,
   * `reportDir`, `rate`, `assumptions`, `expectFailures`, …), as strings: the same values,
   * defaults and checks as the flags of `vop-conformance run` (README, Configuration reference).
   */
  readonly flags?: RunFlags;
  /**
   * Variables, read as the CLI reads them (`VOP_BASE_URL`, `VOP_API_KEY`, `VOP_API_SECRET`, …);
   * a flag wins over its variable, an empty variable counts as unset. The process environment
   * is read only when passed here (`env: process.env`). `.env` in `cwd` is read as the CLI
   * reads it: a variable given here wins, and a bad value from the file names `.env`.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Folder that relative paths (profile, report folder, files) and `.env` are taken from; default the working directory. */
  readonly cwd?: string;
  /** Receives each line of the run's summary, redacted; default: dropped. */
  readonly log?: (line: string) => void;
  /**
   * Keep mocha's test lines off stdout (a service or a test runner that owns stdout); default
   * false: they are printed as the CLI prints them. The report files are written either way.
   */
  readonly quiet?: boolean;
  /**
   * Aborting it stops the run as SIGINT stops the CLI's: no test starts, exchanges in flight are
   * aborted, every report is written and the rules not reached are `not tested: interrupted`.
   */
  readonly signal?: AbortSignal;
}

/** The files of one run's report folder, absolute paths. */
export interface ReportFiles {
  readonly folder: string;
  /** The page to open first: needs attention, sign-off, history, rules by operation. */
  readonly index: string;
  /** The per-rule table, machine-readable. */
  readonly rules: string;
  /** JUnit XML for CI. */
  readonly junit: string;
  /** Mochawesome's page of every test. */
  readonly tests: string;
  /** The onboarding sign-off, Markdown. */
  readonly signoff: string;
}

/** How a run ended: its verdict, exit code, counts of rules by status and the report files. */
export interface SuiteRunResult {
  /** `passed`: every rule held (exit 0); `failed`: a rule failed, or the run stopped early (exit 1); `interrupted`: `signal` aborted it. */
  readonly verdict: 'passed' | 'failed' | 'interrupted';
  /** The verdict as every report opens with it, e.g. `PASSED with 3 rules not judged: 110 of 115 rules held, …`. */
  readonly verdictText: string;
  /** The CLI's exit code for the same run: 0, 1, or 130 when interrupted. */
  readonly exitCode: 0 | 1 | 130;
  /** Rules by status, e.g. `{ passed: 108, failed: 2, … }`. */
  readonly counts: Readonly<Record<RuleStatus, number>>;
  /** Each rule of the catalogue with its status, in catalogue order. */
  readonly rules: readonly { readonly id: string; readonly status: RuleStatus }[];
  readonly reports: ReportFiles;
}

/**
 * Runs the conformance suites against the target `options` name (the embedded mock without a
 * base URL), writes the report folder and resolves with the verdict. Reads `.env` in `cwd` as
 * the CLI does (into a copy of `env`; `process.env` is never changed). Every credential in
 * `flags`, `env` and `.env` is registered with the redactor before the run, so no report holds one.
 * @throws ConfigError (every configuration problem in one message, a `.env` that cannot be
 * read among them) and ToolError (an unreachable target, rejected credentials, a tool fault):
 * the CLI's exit 2.
 */
export async function runSuite(options: SuiteRunOptions = {}): Promise<SuiteRunResult> {
  const flags = options.flags ?? {};
  const env: NodeJS.ProcessEnv = { VOP_PROGRESS: 'off', ...options.env };
  const cwd = resolve(options.cwd ?? process.cwd());
  dropBlankVariables(env);
  const dotenv = loadDotenvFile(cwd, env);
  if (dotenv.problem !== undefined) throw new ConfigError([dotenv.problem]);
  registerSecrets(env, secretFlagArgv(flags));
  const config = loadRunConfig(flags, env, cwd, { stdout: false, stderr: false }, dotenv.names);
  const problem = await reportRootProblem(config.reportRoot);
  if (problem !== undefined) throw new ConfigError([`reportDir cannot be written: ${problem}`]);
  const log = options.log ?? (() => undefined);
  const outcome = await runConformance(
    {
      ...config,
      ...(options.signal ? { interrupt: options.signal } : {}),
      ...(options.quiet === true ? { quiet: true } : {}),
    },
    (line) => log(redactor.redact(line)),
  );
  const folder = outcome.reportDir;
  return {
    verdict: outcome.interrupted ? 'interrupted' : outcome.verdict,
    verdictText: outcome.verdictText,
    exitCode: outcome.interrupted ? SIGNAL_EXIT.SIGINT : runExitCode(outcome),
    counts: countByStatus(outcome.results),
    rules: outcome.results.map((result) => ({ id: result.id, status: result.status })),
    reports: {
      folder,
      index: join(folder, 'index.html'),
      rules: join(folder, 'rules.json'),
      junit: join(folder, 'junit.xml'),
      tests: join(folder, 'report.html'),
      signoff: join(folder, 'signoff.md'),
    },
  };
}
