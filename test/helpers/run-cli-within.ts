import { spawn } from 'node:child_process';
import { BIN, type CliResult, tempDir } from './run-cli.ts';

/** A CLI run with a hard limit: how it ended, how long it took (ms), and whether it had to be killed. */
export interface BoundedCliResult extends CliResult {
  readonly elapsedMs: number;
  /** True when the run was still going after the limit and was killed (SIGKILL). */
  readonly killed: boolean;
}

/**
 * Runs `vop-conformance <args>` like `runCli` (only PATH and `env` in its environment, `cwd` a
 * fresh temp dir by default), but kills it when it is still running after `limitMs` ms, so a run
 * that never ends fails its test instead of keeping mocha alive. Never rejects for the run's
 * own outcome; rejects only when the process cannot be spawned.
 */
export function runCliWithin(
  args: readonly string[],
  env: Record<string, string>,
  limitMs: number,
  cwd = tempDir(),
): Promise<BoundedCliResult> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    const limit = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr, elapsedMs: Date.now() - startedAt, killed });
    });
  });
}
