/**
 * `npm run bench`: every row of the speed table side by side with its bare baseline,
 * in one process. Prints a table and writes `reports/bench/<UTC timestamp>.json` with the machine.
 * Flags: `--quick` (short rounds, rough figures), `--only <id,id>`, `--out <dir>`.
 * Exit code: 0 when every goal is met, 1 when one is missed, 2 when a row could not run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { benchMachine } from './machine.ts';
import { type BenchOutcome, benchTable } from './bench-table.ts';
import { BENCH_ROWS } from './rows/index.ts';

const program = new Command('bench')
  .option('--quick', 'short rounds: a smoke run, rough figures')
  .option('--only <ids>', 'comma-separated row ids', (v: string) => v.split(',').map((s) => s.trim()))
  .option('--out <dir>', 'folder of the JSON file', 'reports/bench')
  .parse(process.argv);
const flags = program.opts<{ quick?: boolean; only?: string[]; out: string }>();

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};
const unknown = (flags.only ?? []).filter((id) => !BENCH_ROWS.some((row) => row.id === id));
if (unknown.length > 0) {
  log(`bench: unknown row ${unknown.join(', ')}; rows: ${BENCH_ROWS.map((r) => r.id).join(', ')}`);
  process.exit(2);
}

const started = new Date();
const outcomes: BenchOutcome[] = [];
for (const row of BENCH_ROWS) {
  if (flags.only && !flags.only.includes(row.id)) continue;
  log(`bench: ${row.id}: ${row.what}`);
  const t0 = performance.now();
  try {
    const result = await row.run({ quick: flags.quick === true, log: (l) => log(`  ${l}`) });
    outcomes.push({ row, result, durationMs: Math.round(performance.now() - t0) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcomes.push({ row, error: message, durationMs: Math.round(performance.now() - t0) });
  }
}

const machine = benchMachine();
process.stdout.write(`${benchTable(outcomes)}\n`);
process.stdout.write(`machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}\n`);
const stamp = started
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const file = resolve(join(flags.out, `${stamp}.json`));
mkdirSync(flags.out, { recursive: true });
const json = {
  startedAt: started.toISOString(),
  quick: flags.quick === true,
  machine,
  rows: outcomes.map(({ row, result, error, durationMs }) => ({
    id: row.id,
    what: row.what,
    goal: row.goal,
    durationMs,
    ...(result ? { result: result.result, met: result.met, figures: result.figures } : { error }),
  })),
};
writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
process.stdout.write(`written: ${file}\n`);
process.exitCode = outcomes.some((o) => o.error) ? 2 : outcomes.every((o) => o.result?.met) ? 0 : 1;
