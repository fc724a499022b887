import { ConfigError } from '../errors.ts';
import type { ExpectedFailure } from '../report/expected-failures.ts';
import { catalogue, isRuleId } from '../rules/catalogue.ts';
import { validate } from '../schemas/registry.ts';
import { readJsonFile } from './json-file.ts';
import { nearestName } from './nearest-name.ts';
import { schemaProblems } from './schema-problems.ts';

const SCHEMA = 'config/expected-failures.schema.json';

/** The key that names the file's schema for an editor (`init` writes it): not a rule id. */
const SCHEMA_KEY = '$schema';

/** The problem of key `id`, which is no rule id: the nearest rule id when one is near. */
function unknownRuleId(source: string, id: string): string {
  const near = nearestName(
    id,
    catalogue.map((rule) => rule.id),
  );
  const hint = near === undefined ? '' : `: did you mean "${near}"?`;
  return `${source}: unknown rule id ${JSON.stringify(id)}${hint} (vop-conformance rules lists them)`;
}

interface Entry {
  readonly reason: string;
  readonly target?: string;
  readonly until?: string;
}

/**
 * The expected failures `value` holds (rule id → `{ reason, target?, until? }`: the target's known deviations; a
 * `$schema` key is the file's schema, for an editor), validated against
 * schemas/config/expected-failures.schema.json; `source` names where they came from in messages
 * (`expected failures x.json`, `profile sandbox.json`); `today` is the current UTC date,
 * `YYYY-MM-DD`.
 * @throws ConfigError listing every problem, each naming its key: a schema violation (an
 * unknown key with the nearest known one: `status-taskid-uuid: unknown key "untill" (did you
 * mean "until"?)`), an unknown rule id (with the nearest rule id), an `until` date before `today`.
 */
export function parseExpectedFailures(value: unknown, source: string, today: string): ExpectedFailure[] {
  const checked = validate(SCHEMA, value);
  const problems = schemaProblems(checked.errors, SCHEMA).map((problem) => `${source}: ${problem}`);
  if (problems.length > 0) throw new ConfigError(problems);
  const entries: ExpectedFailure[] = [];
  for (const [id, entry] of Object.entries(value as Record<string, Entry>)) {
    if (id === SCHEMA_KEY) continue;
    if (!isRuleId(id)) {
      problems.push(unknownRuleId(source, id));
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
  const source = `expected failures ${path}`;
  return parseExpectedFailures(readJsonFile(path, source), source, today);
}
