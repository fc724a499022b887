import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the CLI entry point the child runs. */
export const CLI_ENTRY = fileURLToPath(new URL('../../bin/vop-conformance.mjs', import.meta.url));

/** How a child `vop-conformance` ended: exit code (null when killed), time taken in ms, whether the deadline killed it. */
export interface ChildOutcome {
  readonly code: number | null;
  readonly elapsedMs: number;
  readonly killedByDeadline: boolean;
}

/**
 * Runs `vop-conformance <args>` in a child process with `env`, writing its stdout and stderr to
 * `logFile`; kills it (SIGKILL) after `deadlineMs`. Never rejects for the child's own failure.
 */
export function runChild(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  deadlineMs: number,
): Promise<ChildOutcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, [CLI_ENTRY, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      log.end();
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      log.end(() => resolve({ code, elapsedMs: Date.now() - started, killedByDeadline: killed }));
    });
  });
}

/**
 * The arguments of a child `vop-conformance run` of a self-check: its report under `folder`, the
 * given `seed` and `runs` (cases per property), then `extra` (choice flags, `--mock-break`, …).
 */
export function childRunArgs(folder: string, seed: number, runs: number, extra: readonly string[]): string[] {
  return ['run', '--report-dir', folder, '--seed', String(seed), '--runs', String(runs), ...extra];
}
