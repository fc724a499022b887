// Measures the exploration alone on the mock's fault catalogue: for each fault (or those named on
// the command line), runs `vop-conformance run --grep exploration --mock-break <fault>` against the
// embedded mock, the hand-written tests switched off, and counts a detection when the run exits 1.
// A control run (no fault) comes first and must exit 0. Two runs at once; each run has its own
// report folder, so no example database carries a case from one fault to the next.
//
//   node --import tsx test/explore/measure-catalogue.ts [fault-id…]
//
// EXPLORE_ARGS adds arguments to every run (e.g. `--explore 3000`, `--seed 7`). Writes
// test/explore/catalogue-results.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULT_IDS } from '../../src/mock/faults/index.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const CLI = join(ROOT, 'bin', 'vop-conformance.mjs');
const RUN_DEADLINE_MS = 5 * 60_000;
const PARALLEL = 2;

interface Outcome {
  readonly id: string;
  readonly exitCode: number | null;
  readonly failed: string;
  readonly seconds: number;
}

async function runOne(id: string): Promise<Outcome> {
  const started = Date.now();
  const reportDir = mkdtempSync(join(tmpdir(), 'explore-catalogue-'));
  const extra = (process.env['EXPLORE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  const faultArgs = id === 'control' ? [] : ['--mock-break', id];
  const child = spawn(
    process.execPath,
    [CLI, 'run', '--grep', 'exploration', '--report-dir', reportDir, ...faultArgs, ...extra],
    {
      cwd: ROOT,
      env: { ...process.env, VOP_PROGRESS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (c: string) => (out += c));
  child.stderr.on('data', (c: string) => (out += c));
  const timer = setTimeout(() => child.kill('SIGTERM'), RUN_DEADLINE_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  rmSync(reportDir, { recursive: true, force: true });
  const failed =
    /^FAILED: .*?\(([^)]*)\)/m.exec(out)?.[1] ??
    (exitCode === 2 ? (out.trim().split('\n').at(-1) ?? '') : '');
  return { id, exitCode, failed, seconds: Math.round((Date.now() - started) / 1000) };
}

async function main(): Promise<void> {
  const named = process.argv.slice(2);
  const unknown = named.filter((id) => !(FAULT_IDS as readonly string[]).includes(id));
  if (unknown.length > 0) {
    console.error(`unknown fault id(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  const ids = ['control', ...(named.length > 0 ? named : FAULT_IDS)];
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      const o = await runOne(id);
      outcomes.push(o);
      console.error(
        `${outcomes.length}/${ids.length} ${o.id}: exit ${String(o.exitCode)} ${o.failed} (${o.seconds} s)`,
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const faults = outcomes.filter((o) => o.id !== 'control');
  const detected = faults.filter((o) => o.exitCode === 1);
  const errors = faults.filter((o) => o.exitCode !== 0 && o.exitCode !== 1);
  const control = outcomes.find((o) => o.id === 'control');
  const order = new Map(ids.map((id, i) => [id, i]));
  faults.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const summary = `The exploration alone detected ${detected.length} of ${faults.length} faults (${errors.length} errors); control exit ${String(control?.exitCode)}.`;
  const md = [
    "# The exploration alone on the mock's fault catalogue",
    '',
    `Measured ${new Date().toISOString()} with \`node --import tsx test/explore/measure-catalogue.ts\`${process.env['EXPLORE_ARGS'] ? ` and EXPLORE_ARGS="${process.env['EXPLORE_ARGS']}"` : ''}: each fault a run of \`vop-conformance run --grep exploration --mock-break <fault>\` (the hand-written tests switched off).`,
    '',
    summary,
    '',
    '| fault | exit | failed rules |',
    '| --- | --- | --- |',
    ...faults.map(
      (o) =>
        `| ${o.id} | ${String(o.exitCode)} | ${o.exitCode === 1 ? o.failed : o.exitCode === 0 ? 'missed' : `error: ${o.failed}`} |`,
    ),
    '',
  ].join('\n');
  if (named.length === 0) writeFileSync(join(HERE, 'catalogue-results.md'), md);
  console.log(summary);
}

await main();
