/**
 * `npm run mutation:changed`: Stryker on the lines of the mock that changed (changed-files.ts picks
 * them: since the merge base with origin/main, else since HEAD~1, else one fixed small module),
 * with stryker.changed.config.mjs (reports under reports/mutation/changed/), then the survivors
 * check on that report (`check.ts --partial`).
 *
 * Flags: `--budget <s>` (default 540): Stryker is stopped past it and the command exits 2, so the
 * whole command ends within 10 minutes; `--dry` prints the selection only.
 * Exit code: the check's (0 every survivor triaged, 1 one is not), 2 when Stryker failed or ran
 * past its budget.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChangeSource, selectChanges } from './changed-files.ts';
import { duration } from './survivor-summary.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STRYKER = join(
  dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')),
  'bin/stryker.js',
);
const DEFAULT_BUDGET_S = 540;

function flagValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function log(line: string): void {
  process.stdout.write(`mutation:changed: ${line}\n`);
}

/** git's output, or undefined when git fails (a missing ref, no repository). */
function git(args: readonly string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

function diffSince(ref: string): string | undefined {
  return git(['diff', '--unified=0', '--no-color', '--no-ext-diff', ref, '--', 'src/mock']);
}

const budgetS = Number(flagValue('--budget') ?? DEFAULT_BUDGET_S);
if (!Number.isFinite(budgetS) || budgetS <= 0) {
  process.stderr.write('mutation:changed: --budget takes a number of seconds\n');
  process.exit(2);
}

const base = git(['merge-base', 'HEAD', 'origin/main'])?.trim();
const previous = git(['rev-parse', '--verify', '--quiet', 'HEAD~1'])?.trim();
const sources: ChangeSource[] = [
  {
    since: `the merge base with origin/main (${base?.slice(0, 12) ?? 'no such ref'})`,
    diff: base && diffSince(base),
  },
  { since: `HEAD~1 (${previous?.slice(0, 12) ?? 'no such commit'})`, diff: previous && diffSince(previous) },
];
const selection = selectChanges(sources);
log(
  selection.since === 'fallback'
    ? `no line of src/mock (outside faults/ and choices/) changed: mutating ${selection.patterns.join(', ')}`
    : `changed since ${selection.since}: ${selection.patterns.join(', ')}`,
);
if (process.argv.includes('--dry')) process.exit(0);

/** Stops the child's whole process group (Stryker, its workers, their suite runs). */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000).unref();
}

const started = Date.now();
const stryker = spawn(
  process.execPath,
  [STRYKER, 'run', 'stryker.changed.config.mjs', '--mutate', selection.patterns.join(',')],
  { cwd: ROOT, stdio: 'inherit', detached: true },
);
const stopped = { overBudget: false };
const budget = setTimeout(() => {
  stopped.overBudget = true;
  stopGroup(stryker);
}, budgetS * 1000);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopGroup(stryker);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

const strykerCode = await new Promise<number | null>((done) => stryker.on('close', done));
clearTimeout(budget);
log(`Stryker ended in ${duration(Date.now() - started)} (exit ${String(strykerCode)})`);
if (stopped.overBudget) {
  process.stderr.write(
    `mutation:changed: Stryker did not finish within its budget of ${budgetS} s and was stopped: ` +
      `too many mutants in ${selection.patterns.join(', ')}; run \`npm run mutation\` for them (no report was written)\n`,
  );
  process.exit(2);
}
if (strykerCode !== 0) process.exit(2);

const check = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    join(ROOT, 'src/mutation/check.ts'),
    '--report',
    join(ROOT, 'reports/mutation/changed/mutation.json'),
    '--partial',
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exitCode = check.status ?? 2;
