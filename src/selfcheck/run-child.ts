import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { packagePath } from '../package-root.ts';

/** Absolute path of the CLI entry point the child runs. */
export const CLI_ENTRY = packagePath('bin', 'vop-conformance.mjs');

/** How a child `vop-conformance` ended: exit code (null when killed), time taken in ms, whether the deadline killed it or `interrupt` stopped it. */
export interface ChildOutcome {
  readonly code: number | null;
  readonly elapsedMs: number;
  readonly killedByDeadline: boolean;
  readonly interrupted: boolean;
}

/**
 * Runs `vop-conformance <args>` in a child process with `env`, writing its stdout and stderr to
 * `logFile`; kills it (SIGKILL) after `deadlineMs`. When `interrupt` is aborted the child gets
 * the signal its reason names (SIGINT or SIGTERM), so it writes its reports and exits; if this
 * process exits first (a second signal), the child is killed with it: no child outlives its
 * parent. Never rejects for the child's own failure.
 */
export function runChild(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  deadlineMs: number,
  interrupt?: AbortSignal,
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
    const forward = () => {
      const reason: unknown = interrupt?.reason;
      child.kill(reason === 'SIGINT' || reason === 'SIGTERM' ? reason : 'SIGTERM');
    };
    const killWithParent = () => child.kill('SIGKILL');
    if (interrupt?.aborted) forward();
    interrupt?.addEventListener('abort', forward, { once: true });
    process.on('exit', killWithParent);
    const settle = () => {
      clearTimeout(timer);
      interrupt?.removeEventListener('abort', forward);
      process.off('exit', killWithParent);
    };
    child.on('error', (error) => {
      settle();
      log.end();
      reject(error);
    });
    child.on('close', (code) => {
      settle();
      const interrupted = interrupt?.aborted === true;
      log.end(() =>
        resolve({ code, elapsedMs: Date.now() - started, killedByDeadline: killed, interrupted }),
      );
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
