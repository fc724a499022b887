import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';
import type { ObservedValue, RuleResult } from '../harness/ledger.ts';
import { compareRuns, formatDrift } from '../report/drift.ts';
import { type RunSummary, summariseRun } from '../report/run-summary.ts';

/** One rule of `rules.json`. */
type RuleRow = Omit<RuleResult, 'observed'> & { readonly observed: ReadonlyArray<ObservedValue | string> };

/** What `rules.json` holds that a comparison needs (older files held observations as text). */
interface RulesFile {
  readonly target: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly rules: readonly RuleRow[];
}

/** The run of report folder (or rules.json) `path`, summarised as the history holds runs. */
function runAt(path: string): RunSummary {
  let file: RulesFile;
  try {
    const rulesJson = statSync(path).isDirectory() ? join(path, 'rules.json') : path;
    file = JSON.parse(readFileSync(rulesJson, 'utf8')) as RulesFile;
  } catch (error) {
    throw new ConfigError([
      `${path}: not a report folder with a readable rules.json (${(error as Error).message})`,
    ]);
  }
  const rows: unknown = file.rules;
  if (!Array.isArray(rows) || typeof file.target !== 'string') {
    throw new ConfigError([`${path}: its rules.json is not a run's rule table`]);
  }
  const results = file.rules.map((rule) => ({
    ...rule,
    observed: rule.observed.map((o: ObservedValue | string) =>
      typeof o === 'string' ? { title: o, value: '' } : o,
    ),
  }));
  return summariseRun(results, {
    startedAt: file.startedAt,
    target: file.target,
    seed: file.seed,
    tool: { version: '' },
  });
}

/**
 * `vop-conformance diff RUN_A RUN_B`: what changed from report folder RUN_A to RUN_B (each a
 * `<report dir>/<UTC timestamp>/` folder, or its rules.json): new failures, fixed rules, other
 * status changes and observed values that changed, as the HTML report's "Since the last run"
 * section shows them (issue 13). Prints to stdout; returns 0.
 * @throws ConfigError when either folder has no readable rules.json.
 */
export function diffCommand(runA: string, runB: string, print: (line: string) => void): number {
  for (const line of formatDrift(compareRuns(runAt(runA), runAt(runB)))) print(line);
  return 0;
}
