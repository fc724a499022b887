import { ConfigError } from '../errors.ts';
import type { ExpectedFailure } from '../report/expected-failures.ts';
import { isRuleId } from '../rules/catalogue.ts';
import { readJsonFile } from './json-file.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';

const SCHEMA = 'config/expected-failures.schema.json';

interface Entry {
  readonly reason: string;
  readonly target?: string;
  readonly until?: string;
}

/**
 * The expected failures `value` holds (rule id → `{ reason, target?, until? }`, issue 13),
 * validated against schemas/config/expected-failures.schema.json; `source` names where they came
 * from in messages (`--expect-failures x.json`, `profile sandbox.json`); `today` is the current
 * UTC date, `YYYY-MM-DD`.
 * @throws ConfigError listing every problem: a schema violation, an unknown rule id, an `until`
 * date before `today`.
 */
export function parseExpectedFailures(value: unknown, source: string, today: string): ExpectedFailure[] {
  const checked = validate(SCHEMA, value);
  if (!checked.valid) throw new ConfigError([`${source}: ${schemaErrorText(checked.errors)}`]);
  const problems: string[] = [];
  const entries: ExpectedFailure[] = [];
  for (const [id, entry] of Object.entries(value as Record<string, Entry>)) {
    if (!isRuleId(id)) {
      problems.push(`${source}: unknown rule id ${JSON.stringify(id)} (vop-conformance rules lists them)`);
      continue;
    }
    if (entry.until !== undefined && entry.until < today) {
      problems.push(`${source}: ${id} expired on ${entry.until}: fix the target or renew the entry`);
      continue;
    }
    entries.push({ ruleId: id, ...entry });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return entries;
}

/**
 * The expected failures of file `path` (`run --expect-failures FILE`): see
 * {@link parseExpectedFailures}.
 * @throws ConfigError for a file that cannot be read or is not JSON, and every problem of its content.
 */
export function readExpectedFailures(path: string, today: string): ExpectedFailure[] {
  return parseExpectedFailures(readJsonFile(path, '--expect-failures'), `--expect-failures ${path}`, today);
}
