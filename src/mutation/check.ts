/**
 * `node --import tsx src/mutation/check.ts [--report <mutation.json>] [--survivors <file>] [--partial]`,
 * the second half of `npm run mutation`: checks Stryker's JSON report against
 * test/mutation/survivors.json (check-survivors.ts), prints the summary and every untriaged
 * survivor. `--partial` (a report of some lines only, `mutation:changed`): an entry is stale only
 * when its mutant is now killed.
 *
 * Beside the report it reads `outcomes/` (run-mutant.ts's files of this Stryker run) and keeps
 * `outcome-index.json` (each mutant's last outcome by key, for the mutants incremental mode reuses
 * without running them), and writes `untriaged.json` (the keys to triage, ready to copy).
 * Exit code: 0 when every survivor is triaged, 1 when one is not, 2 when the report or
 * survivors.json cannot be read or survivors.json breaks its schema.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReport, validateSurvivors } from './check-survivors.ts';
import type { MutationReport } from './mutation-report.ts';
import { type MutantKey, keyText } from './survivor-key.ts';
import { outcomesWallMs } from './survivor-summary.ts';
import type { SurvivorsFile } from './survivor-triage.ts';
import type { MutantOutcome } from './mutant-outcome.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMA = join(ROOT, 'test/mutation/survivors.schema.json');

function flagValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function fail(message: string): never {
  process.stderr.write(`mutation check: ${message}\n`);
  process.exit(2);
}

function readJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    return fail(`cannot read ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const reportPath = resolve(flagValue('--report') ?? join(ROOT, 'reports/mutation/mutation.json'));
const survivorsPath = resolve(flagValue('--survivors') ?? join(ROOT, 'test/mutation/survivors.json'));
const reportDir = dirname(reportPath);
const outcomesDir = join(reportDir, 'outcomes');
const indexPath = join(reportDir, 'outcome-index.json');

const report = readJson(reportPath, 'the Stryker report (run `npx stryker run` first)') as MutationReport;
const survivorsData = readJson(survivorsPath, 'the survivors file');
const problems = validateSurvivors(readJson(SCHEMA, 'the survivors schema') as object, survivorsData);
if (problems.length > 0) fail(`${survivorsPath} breaks its schema:\n  ${problems.join('\n  ')}`);

const fresh = new Map<string, MutantOutcome>();
if (existsSync(outcomesDir)) {
  for (const name of readdirSync(outcomesDir)) {
    if (!name.endsWith('.json')) continue;
    const outcome = readJson(join(outcomesDir, name), 'the outcome file') as MutantOutcome;
    fresh.set(outcome.mutantId, outcome);
  }
}
const index = (existsSync(indexPath) ? readJson(indexPath, 'the outcome index') : {}) as Record<
  string,
  MutantOutcome
>;

const result = checkReport(
  report,
  survivorsData as SurvivorsFile,
  (id, key: MutantKey) => fresh.get(id) ?? index[keyText(key)],
  outcomesWallMs([...fresh.values()]),
  process.argv.includes('--partial'),
);

const nextIndex: Record<string, MutantOutcome> = {};
for (const mutant of result.mutants) if (mutant.outcome) nextIndex[keyText(mutant.key)] = mutant.outcome;
writeFileSync(indexPath, `${JSON.stringify(nextIndex, null, 2)}\n`);
writeFileSync(join(reportDir, 'untriaged.json'), `${JSON.stringify(result.untriaged, null, 2)}\n`);

process.stdout.write(`${result.lines.join('\n')}\n`);
for (const warning of result.warnings) process.stderr.write(`${warning}\n`);
process.stdout.write(`report: ${join(reportDir, 'mutation.html')}\n`);
process.exitCode = result.exitCode;
