import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the CLI entry point. */
export const BIN = fileURLToPath(new URL('../../bin/vop-conformance.mjs', import.meta.url));

/** What a CLI run printed and how it ended. */
export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * True for the name of a run's report folder under the report root (`<UTC stamp>` or
 * `<UTC stamp>-<n>`), not the files beside them (`history.jsonl`, `explore-examples.jsonl`).
 */
export function isReportFolder(name: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/.test(name);
}

/** A fresh empty folder under the OS temp dir. */
export function tempDir(prefix = 'vopc-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A CLI run with a hard limit: how it ended, how long it took (ms), and whether it had to be killed. */
export interface BoundedCliResult extends CliResult {
  readonly elapsedMs: number;
  /** True when the run was still going after the limit and was killed (SIGKILL). */
  readonly killed: boolean;
}

/**
 * Runs `vop-conformance <args>` in `cwd` (default: a fresh temp dir, so no `.env` is read) with
 * only PATH and `env` in its environment (no VOP_* leaks in from the caller), and kills it when it
 * is still running after `limitMs` ms, so a run that never ends fails its test instead of keeping
 * mocha alive. Never rejects for the run's own outcome; rejects only when it cannot be spawned.
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

/** Longest CLI run of a test before it is killed, ms: every run of the suite ends long before. */
const CLI_RUN_LIMIT_MS = 10 * 60 * 1000;

/** `runCliWithin` with a limit of 10 minutes: how the run ended and what it printed. */
export async function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  cwd = tempDir(),
): Promise<CliResult> {
  const { code, stdout, stderr } = await runCliWithin(args, env, CLI_RUN_LIMIT_MS, cwd);
  return { code, stdout, stderr };
}
