import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';
import type { ObservedValue, RuleResult } from '../harness/ledger.ts';
import { type RunSummary, summariseRun } from './run-summary.ts';

/** One rule of `rules.json` (older files held observations as text). */
type RuleRow = Omit<RuleResult, 'observed'> & { readonly observed: ReadonlyArray<ObservedValue | string> };

/** What `rules.json` holds that a comparison needs. */
interface RulesFile {
  readonly target: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly rules: readonly RuleRow[];
}

/**
 * The run of report folder `path` (a `<UTC timestamp>/` folder, or its rules.json), summarised as
 * the history holds runs (issue 13), for `vop-conformance diff`.
 * @throws ConfigError when there is no readable rules.json, or it is not a run's rule table.
 */
export function readRunSummary(path: string): RunSummary {
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
