import { readFileSync } from 'node:fs';
import { ConfigError } from '../errors.ts';
import type { ExpectedFailure } from '../report/expected-failures.ts';
import { isRuleId } from '../rules/catalogue.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';

const SCHEMA = 'config/expected-failures.schema.json';

interface Entry {
  readonly reason: string;
  readonly target?: string;
  readonly until?: string;
}

/**
 * The expected failures of `path` (`run --expect-failures FILE`, issue 13): JSON, rule id →
 * `{ reason, target?, until? }`, validated against schemas/config/expected-failures.schema.json.
 * `today` is the current UTC date, `YYYY-MM-DD`.
 * @throws ConfigError listing every problem: a file that cannot be read or is not JSON, a
 * schema violation, an unknown rule id, an `until` date before `today`.
 */
export function readExpectedFailures(path: string, today: string): ExpectedFailure[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new ConfigError([`--expect-failures ${path}: ${why} (${(error as Error).message})`]);
  }
  const checked = validate(SCHEMA, value);
  if (!checked.valid) {
    throw new ConfigError([`--expect-failures ${path}: ${schemaErrorText(checked.errors)}`]);
  }
  const problems: string[] = [];
  const entries: ExpectedFailure[] = [];
  for (const [id, entry] of Object.entries(value as Record<string, Entry>)) {
    if (!isRuleId(id)) {
      problems.push(
        `--expect-failures ${path}: unknown rule id ${JSON.stringify(id)} (vop-conformance rules lists them)`,
      );
      continue;
    }
    if (entry.until !== undefined && entry.until < today) {
      problems.push(
        `--expect-failures ${path}: ${id} expired on ${entry.until}: fix the target or renew the entry`,
      );
      continue;
    }
    entries.push({ ruleId: id, ...entry });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return entries;
}
