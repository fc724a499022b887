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

/** A fresh empty folder under the OS temp dir. */
export function tempDir(prefix = 'vopc-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Runs `vop-conformance <args>` in `cwd` (default: a fresh temp dir, so no `.env` is read) with
 * only PATH and `env` in its environment (no VOP_* leaks in from the caller).
 */
export function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  cwd = tempDir(),
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
