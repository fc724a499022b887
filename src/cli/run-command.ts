import { renameSync, rmSync } from 'node:fs';
import { ConfigError } from '../errors.ts';
import { reportRootProblem } from '../report/report-dir.ts';
import { runConformance } from '../runner/run-conformance.ts';
import { runExitCode } from './exit-code.ts';
import { listenForInterruption, SIGNAL_EXIT } from './interruption.ts';
import { loadRunConfig } from './load-run-config.ts';
import type { RunFlags } from './resolve-run-config.ts';

/**
 * `vop-conformance run`: resolves the configuration, checks that a report folder can be made
 * (before any request to the target), runs the suites, returns the exit code (0 every rule
 * held, 1 a rule failed). The first SIGINT or SIGTERM stops the run and keeps its evidence:
 * every report is written, the rules not reached are `not tested: interrupted`, the history
 * gets a line marked interrupted, and the exit code is 130 or 143. A second
 * signal exits at once and removes the report folder if it is not finished, so that a folder is
 * a readable report or absent. Tool errors and ConfigError propagate (exit 2
 * in main); `dotenv` names the variables that came from `.env`. A variable or `.env` overriding
 * the profile's `baseUrl` is one warning line on stderr.
 * @throws ConfigError naming --report-dir / VOP_REPORT_DIR and the reason (ENOTDIR, EACCES, …)
 * when no folder can be made there.
 */
export async function runCommand(
  flags: RunFlags,
  env: NodeJS.ProcessEnv,
  dotenv: ReadonlySet<string> = new Set(),
): Promise<number> {
  const config = loadRunConfig(flags, env, process.cwd(), undefined, dotenv, (line) => {
    console.error(line);
  });
  const problem = await reportRootProblem(config.reportRoot);
  if (problem !== undefined)
    throw new ConfigError([`--report-dir (VOP_REPORT_DIR) cannot be written: ${problem}`]);
  // The report folder the run is writing: a second signal removes it rather than leave it half written.
  let unfinished: string | undefined;
  const interruption = listenForInterruption(
    (signal) => {
      console.error(
        `vop-conformance: ${signal}: stopping; the reports are being written (a second signal exits at once, without them)`,
      );
    },
    (signal) => {
      if (unfinished === undefined) return;
      // Renamed first, at once: a file the run is still creating (its write in flight on another
      // thread) can no longer land in a folder of the report name, which rmSync alone could race.
      const doomed = `${unfinished}.removing`;
      try {
        renameSync(unfinished, doomed);
      } catch {
        return;
      }
      rmSync(doomed, { recursive: true, force: true, maxRetries: 3 });
      console.error(
        `vop-conformance: ${signal} again: exiting; the unfinished report folder ${unfinished} is removed`,
      );
    },
  );
  try {
    const outcome = await runConformance(
      {
        ...config,
        interrupt: interruption.signal,
        onReportFolder: (dir, state) => {
          unfinished = state === 'writing' ? dir : undefined;
        },
      },
      (line) => console.log(line),
    );
    const signal = interruption.received();
    return signal === undefined ? runExitCode(outcome) : SIGNAL_EXIT[signal];
  } finally {
    interruption.dispose();
  }
}
