import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';
import { OBSERVED_CHOICES_FILE, OBSERVED_CHOICES_FORMAT, type ObservedChoices } from './observed-choices.ts';

/** Largest rules.json read, bytes: a run of 110 rules writes well under 5 MB. */
const MAX_RULES_BYTES = 64 * 1024 * 1024;
/** Largest observed-choices.json read, bytes. */
const MAX_OBSERVED_BYTES = 4 * 1024 * 1024;

/** What `mock --like` reads from a report folder: the observations and the rules that failed. */
export interface SourceRun {
  readonly observed: ObservedChoices;
  /** Ids of the rules that failed (status failed, or an expected failure). */
  readonly failedRules: readonly string[];
}

function readJson(path: string, maxBytes: number, flag: string): unknown {
  try {
    if (statSync(path).size > maxBytes) throw new Error(`over ${maxBytes} bytes`);
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new ConfigError([
      `${flag} ${path}: cannot be read (${(error as Error).message}); give the report folder of a run (reports/<UTC timestamp>) made by vop-conformance 0.3 or later`,
    ]);
  }
}

/**
 * The observations and failed rules of the run whose report folder is `dir` (its
 * `observed-choices.json` and `rules.json`). `flag` names the option in errors.
 * @throws ConfigError when either file is missing, too large or not what a run writes.
 */
export function readSourceRun(dir: string, flag: string): SourceRun {
  const observed = readJson(
    join(dir, OBSERVED_CHOICES_FILE),
    MAX_OBSERVED_BYTES,
    flag,
  ) as Partial<ObservedChoices>;
  if (observed.format !== OBSERVED_CHOICES_FORMAT || typeof observed.choices !== 'object')
    throw new ConfigError([
      `${flag} ${dir}: ${OBSERVED_CHOICES_FILE} is not in the format "${OBSERVED_CHOICES_FORMAT}"`,
    ]);
  const rules = readJson(join(dir, 'rules.json'), MAX_RULES_BYTES, flag) as { rules?: unknown };
  if (!Array.isArray(rules.rules)) throw new ConfigError([`${flag} ${dir}: rules.json has no rules list`]);
  const failedRules = (rules.rules as { id?: unknown; status?: unknown }[])
    .filter((r) => r.status === 'failed' || r.status === 'expected')
    .flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));
  return { observed: observed as ObservedChoices, failedRules };
}
