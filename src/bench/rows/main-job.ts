import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';

const BIN = fileURLToPath(new URL('../../../bin/vop-conformance.mjs', import.meta.url));
/** Longest one command may take, ms: a hung run fails the row, never the bench. */
const COMMAND_TIMEOUT_MS = 120_000;
const GOAL_MS = 5_000;

/** Runs the tool with `args` in a fresh process; its wall time, ms. @throws Error when it exits non-zero. */
function timed(args: readonly string[]): number {
  const started = performance.now();
  const child = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
    env: { ...process.env, FORCE_COLOR: '0' },
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
function passedOf(reportDir: string): { passed: number; total: number } {
  const run = readdirSync(reportDir).find((name) => /^\d{4}-/.test(name));
  if (!run) throw new Error(`no run folder under ${reportDir}`);
  const rules = JSON.parse(readFileSync(join(reportDir, run, 'rules.json'), 'utf8')) as {
    rules: Array<{ status: string }>;
  };
  return { passed: rules.rules.filter((r) => r.status === 'passed').length, total: rules.rules.length };
}

/**
 * Main job wall time (issue 14): `vop-conformance run` against the embedded mock, as README's
 * first command runs it, from process start to exit; median of 3 runs (1 with `--quick`), each
 * in a fresh process. Also `--help`, the floor of every command. Met when the run takes at most
 * 5 s and every rule of the catalogue passed.
 */
export const mainJob: BenchRow = {
  id: 'main-job',
  what: 'Main job wall time',
  goal: `every rule passed in ≤ ${GOAL_MS / 1000} s`,
  run: ({ quick, log }) => {
    const runs: number[] = [];
    let passed = { passed: 0, total: 0 };
    for (let i = 0; i < (quick ? 1 : 3); i += 1) {
      const reportDir = mkdtempSync(join(tmpdir(), 'vopc-bench-main-'));
      try {
        runs.push(timed(['run', '--report-dir', reportDir]));
        passed = passedOf(reportDir);
      } finally {
        rmSync(reportDir, { recursive: true, force: true });
      }
      log(`run ${i + 1}: ${Math.round(runs.at(-1) ?? 0)} ms, ${passed.passed}/${passed.total} rules passed`);
    }
    const help = median([timed(['--help']), timed(['--help']), timed(['--help'])]);
    const runMs = median(runs);
    const met = runMs <= GOAL_MS && passed.passed === passed.total;
    return Promise.resolve({
      result: `${(runMs / 1000).toFixed(1)} s, ${passed.passed}/${passed.total} rules passed; --help ${(help / 1000).toFixed(2)} s`,
      met,
      figures: { 'run ms': Math.round(runMs), 'help ms': Math.round(help), 'rules passed': passed.passed },
    });
  },
};
