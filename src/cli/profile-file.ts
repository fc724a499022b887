import { dirname, resolve } from 'node:path';
import { ConfigError } from '../errors.ts';
import { validate } from '../schemas/registry.ts';
import { readJsonFile } from './json-file.ts';
import { schemaProblems } from './schema-problems.ts';
import { RUN_OPTIONS } from './options/run-options.ts';
import type { RunOption } from './options/run-option.ts';

const SCHEMA = 'config/profile.schema.json';

/** A field name that looks like a credential: such a field never belongs in a profile. */
const CREDENTIAL_NAME =
  /api[-_]?key|secret|passw(or)?d|passphrase|bearer|access[-_]?token|credential|authorization/i;

/** The run options a profile may set: each with its field (a dotted path) and its variable. */
const PROFILE_ROWS = Object.values(RUN_OPTIONS as Record<string, RunOption<unknown>>).flatMap((row) =>
  row.profileKey !== undefined && row.env !== undefined
    ? [{ field: row.profileKey, variable: row.env, isFile: row.parse.name === 'file' }]
    : [],
);

/** A target profile as a run uses it: its name, its fields as VOP_* variables, its expected failures. */
export interface Profile {
  readonly name: string;
  /** Values of the variables the profile sets, as text; file names made absolute from the profile's folder. */
  readonly variables: Readonly<Record<string, string>>;
  /** Its `expectedFailures` field, unchecked (see parseExpectedFailures). */
  readonly expectedFailures: unknown;
}

/** Every field path of `value` whose name looks like a credential (`a.b.apiKey`). */
function credentialFields(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const path = at ? `${at}.${key}` : key;
    const here = CREDENTIAL_NAME.test(key) ? [path] : [];
    // Rule ids under expectedFailures are not fields of the profile.
    return key === 'expectedFailures' ? here : [...here, ...credentialFields(inner, path)];
  });
}

function fieldAt(value: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * The target profile `value` holds, read from file `path` (`run --profile FILE`) and
 * named `name` in problems (`profile sandbox.json`, as given): validated against
 * schemas/config/profile.schema.json, each problem naming its key (an unknown one with the
 * nearest known one: `unknown key "baseURL" (did you mean "baseUrl"?)`); its fields become the
 * variables of the run options they stand for (src/cli/options/run-options.ts, `profileKey`). A
 * profile holds no secret: a field whose name looks like a credential (apiKey, secret, password,
 * passphrase, accessToken, …) is a configuration error, and so is a file field (caFile,
 * clientCert, clientKey, clientPfx) holding PEM text rather than a path. Relative file names are
 * taken from the profile's folder. Reads nothing. The names of its expected failures are left
 * to `parseExpectedFailures` (rule ids).
 * @throws ConfigError for a credential-looking field, a schema violation, or PEM text in a file field.
 */
export function profileOf(value: unknown, path: string, name = `profile ${path}`): Profile {
  const credentials = credentialFields(value);
  if (credentials.length > 0) {
    throw new ConfigError([
      `${name}: ${credentials.join(', ')} looks like a credential: secrets never go in a profile (use VOP_API_KEY, VOP_API_SECRET and the other variables, or .env)`,
    ]);
  }
  const checked = validate(SCHEMA, value);
  const problems = schemaProblems(checked.errors, SCHEMA);
  if (problems.length > 0) throw new ConfigError(problems.map((problem) => `${name}: ${problem}`));
  const profile = value as Record<string, unknown>;
  const contents = PROFILE_ROWS.filter(({ field, isFile }) => {
    const at = fieldAt(profile, field);
    return isFile && typeof at === 'string' && at.includes('-----BEGIN');
  }).map(({ field }) => field);
  if (contents.length > 0) {
    // Never echo the value: it may be a private key.
    throw new ConfigError([
      `${name}: ${contents.join(', ')} holds a PEM text: a profile names the file, never its contents (a key is a secret)`,
    ]);
  }
  const variables: Record<string, string> = {};
  for (const { field, variable, isFile } of PROFILE_ROWS) {
    const at = fieldAt(profile, field);
    // The schema allows only strings, numbers and booleans (a switch) at these fields.
    if (typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean')
      variables[variable] = isFile ? resolve(dirname(path), String(at)) : String(at);
  }
  return { name: String(profile.name), variables, expectedFailures: profile.expectedFailures };
}

/**
 * The target profile of file `path`: {@link readJsonFile}, then {@link profileOf}.
 * @throws ConfigError for a file that cannot be read or is not JSON, and every problem of profileOf.
 */
export function readProfile(path: string): Profile {
  return profileOf(readJsonFile(path, `profile ${path}`), path);
}
