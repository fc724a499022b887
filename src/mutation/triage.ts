/**
 * `npm run mutation:triage [-- --report <mutation.json>] [--write]`, for deciding each survivor by hand: the
 * untriaged survivors of a Stryker report (default: the full run's, reports/mutation/mutation.json),
 * grouped by file and nearest rule, each as a diff of its lines; the verdicts it can generate
 * (`allowed` for a mutant on a line that reads one choice of the mock) are printed, and with
 * `--write` added to test/mutation/survivors.json. The rest a person reads one by one, then adds
 * with a verdict or kills with a sharper rule test and a fault. Exit 0; 2 when a file cannot be read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHOICE_LIST } from '../mock/choices/index.ts';
import { catalogue } from '../rules/catalogue.ts';
import type { SurvivorsFile } from './survivor-triage.ts';
import { listingText, listUntriaged, type TriageReport } from './triage-listing.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function flagValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    process.stderr.write(
      `mutation:triage: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return process.exit(2);
  }
}

const reportPath = resolve(flagValue('--report') ?? join(ROOT, 'reports/mutation/mutation.json'));
const survivorsPath = join(ROOT, 'test/mutation/survivors.json');
const report = readJson(reportPath) as TriageReport;
const survivors = readJson(survivorsPath) as SurvivorsFile & { $schema?: string };
const listing = listUntriaged(report, survivors, CHOICE_LIST, new Set(catalogue.map((rule) => rule.id)));

process.stdout.write(`${listingText(listing).join('\n')}\n`);
if (process.argv.includes('--write') && listing.generated.length > 0) {
  const next = { ...survivors, survivors: [...survivors.survivors, ...listing.generated] };
  writeFileSync(survivorsPath, `${JSON.stringify(next, null, 2)}\n`);
  process.stdout.write(
    `added ${String(listing.generated.length)} generated verdict(s) to ${survivorsPath}\n`,
  );
}
