import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Longest one command may take, ms: a hung run fails the row, never the bench. */
const COMMAND_TIMEOUT_MS = 120_000;

/**
 * Runs the CLI entry `bin` with `args` in a fresh process (in `cwd`, default this one's); its wall
 * time, ms, from spawn to exit.
 * @throws Error naming the command and its last lines when it exits non-zero or times out.
 */
export function timedCommand(bin: string, args: readonly string[], cwd?: string): number {
  const started = performance.now();
  const child = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
    env: { ...process.env, FORCE_COLOR: '0' },
    ...(cwd ? { cwd } : {}),
  });
  const ms = performance.now() - started;
  if (child.status !== 0) {
    const last = `${child.stderr}${child.stdout}`.trim().split('\n').slice(-3).join(' / ');
    throw new Error(
      `vop-conformance ${args[0] ?? ''} exited ${String(child.status ?? child.signal)}: ${last}`,
    );
  }
  return ms;
}

/** Rules passed / in the catalogue, from the rules.json of the one run under `reportDir`. */
export function passedOf(reportDir: string): { passed: number; total: number } {
  const run = readdirSync(reportDir).find((name) => /^\d{4}-/.test(name));
  if (!run) throw new Error(`no run folder under ${reportDir}`);
  const rules = JSON.parse(readFileSync(join(reportDir, run, 'rules.json'), 'utf8')) as {
    rules: Array<{ status: string }>;
  };
  return { passed: rules.rules.filter((r) => r.status === 'passed').length, total: rules.rules.length };
}
