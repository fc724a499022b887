import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';
import { passedOf, timedCommand } from '../timed-command.ts';

/** The clone's CLI entry: the TypeScript sources through tsx. */
export const BIN = fileURLToPath(new URL('../../../bin/vop-conformance.mjs', import.meta.url));
const GOAL_MS = 5_000;

const timed = (args: readonly string[]): number => timedCommand(BIN, args);

/**
 * Main job wall time: `vop-conformance run` against the embedded mock, as README's
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
