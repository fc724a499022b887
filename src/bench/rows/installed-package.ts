import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';
import { installPackedPackage } from '../installed-package.ts';
import { passedOf, timedCommand } from '../timed-command.ts';
import { BIN as CLONE_BIN } from './main-job.ts';

/** One main-job run of `bin` (in `cwd`): wall time, ms, and whether every rule passed. */
function mainJobOf(bin: string, cwd: string): { ms: number; allPassed: boolean } {
  const reportDir = mkdtempSync(join(tmpdir(), 'vopc-bench-installed-'));
  try {
    const ms = timedCommand(bin, ['run', '--report-dir', reportDir], cwd);
    const { passed, total } = passedOf(reportDir);
    return { ms, allPassed: passed === total };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

/**
 * The installed package against the repository clone (a QA team installs the package): `npm pack` and
 * `npm i -D` into an empty project, then `--help` and the main job (`run` against the embedded
 * mock) of the installed CLI (compiled JavaScript, no tsx) and of the clone (TypeScript through
 * tsx), rounds alternated, medians of 3 (1 with `--quick`). Met when the installed package's
 * main job passes every rule and takes no longer than the clone's.
 */
export const installedPackage: BenchRow = {
  id: 'installed-package',
  what: 'Installed package (npm pack, npm i -D) against the clone',
  goal: 'every rule passed; main job ≤ 1.0× the clone',
  run: ({ quick, log }) => {
    const { project, bin } = installPackedPackage(log);
    const rounds = quick ? 1 : 3;
    const help = { installed: [] as number[], clone: [] as number[] };
    const job = { installed: [] as number[], clone: [] as number[] };
    let allPassed = true;
    for (let i = 0; i < rounds; i += 1) {
      for (const [side, entry] of [
        ['installed', bin],
        ['clone', CLONE_BIN],
      ] as const) {
        help[side].push(timedCommand(entry, ['--help'], project));
        const run = mainJobOf(entry, project);
        job[side].push(run.ms);
        allPassed &&= run.allPassed;
      }
      log(
        `round ${i + 1}: installed ${Math.round(job.installed.at(-1) ?? 0)} ms, clone ${Math.round(job.clone.at(-1) ?? 0)} ms`,
      );
    }
    rmSync(join(project, '..'), { recursive: true, force: true });
    const installed = { help: median(help.installed), job: median(job.installed) };
    const clone = { help: median(help.clone), job: median(job.clone) };
    const s = (ms: number) => (ms / 1000).toFixed(2);
    return Promise.resolve({
      result: `main job ${s(installed.job)} s vs ${s(clone.job)} s (${(installed.job / clone.job).toFixed(2)}×); --help ${s(installed.help)} s vs ${s(clone.help)} s${allPassed ? '' : '; a rule failed'}`,
      met: allPassed && installed.job <= clone.job,
      figures: {
        'installed run ms': Math.round(installed.job),
        'clone run ms': Math.round(clone.job),
        'installed help ms': Math.round(installed.help),
        'clone help ms': Math.round(clone.help),
      },
    });
  },
};
