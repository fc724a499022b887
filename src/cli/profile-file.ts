import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../errors.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';

const SCHEMA = 'config/profile.schema.json';

/** A field name that looks like a credential: such a field never belongs in a profile. */
const CREDENTIAL_NAME =
  /api[-_]?key|secret|passw(or)?d|passphrase|bearer|access[-_]?token|credential|authorization/i;

/** Profile field → the variable it stands for (flags and set variables win over it). */
const VARIABLES: ReadonlyArray<readonly [string, string]> = [
  ['baseUrl', 'VOP_BASE_URL'],
  ['authUrl', 'VOP_AUTH_URL'],
  ['submissionPath', 'VOP_SUBMISSION_PATH'],
  ['tokenPath', 'VOP_TOKEN_PATH'],
  ['scenarioNames.failed', 'VOP_SCENARIO_FAILED'],
  ['scenarioNames.timedOut', 'VOP_SCENARIO_TIMED_OUT'],
  ['scenarioNames.slow', 'VOP_SCENARIO_SLOW'],
  ['taskIds.processed', 'VOP_TASK_ID_PROCESSED'],
  ['taskIds.failed', 'VOP_TASK_ID_FAILED'],
  ['taskIds.timedOut', 'VOP_TASK_ID_TIMED_OUT'],
  ['taskIds.inProgress', 'VOP_TASK_ID_IN_PROGRESS'],
  ['rate', 'VOP_RATE'],
  ['concurrency', 'VOP_CONCURRENCY'],
  ['assumptions', 'VOP_ASSUMPTIONS'],
  ['pollTimeout', 'VOP_POLL_TIMEOUT'],
  ['tokenWait', 'VOP_TOKEN_WAIT'],
  ['deadline', 'VOP_DEADLINE'],
  ['caFile', 'VOP_CA_FILE'],
  ['clientCert', 'VOP_CLIENT_CERT'],
  ['clientKey', 'VOP_CLIENT_KEY'],
  ['clientPfx', 'VOP_CLIENT_PFX'],
];

/** Profile fields that name a file: relative paths are read from the profile's folder. */
const FILE_FIELDS: ReadonlySet<string> = new Set(['caFile', 'clientCert', 'clientKey', 'clientPfx']);

/** A target profile as a run uses it: its name, its fields as VOP_* variables, its expected failures. */
export interface Profile {
  readonly name: string;
  /** Values of the variables the profile sets, as text. */
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
 * The target profile of file `path` (`run --profile FILE`, issue 13): JSON validated against
 * schemas/config/profile.schema.json. A profile holds no secret: a field whose name looks like a
 * credential (apiKey, secret, password, passphrase, accessToken, …) is a configuration error, and
 * so is a file field (caFile, clientCert, clientKey, clientPfx) holding PEM text rather than a
 * path. Relative file paths are read from the profile's folder.
 * @throws ConfigError for a file that cannot be read or is not JSON, a credential-looking field,
 * or a schema violation.
 */
export function readProfile(path: string): Profile {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new ConfigError([`--profile ${path}: ${why} (${(error as Error).message})`]);
  }
  const credentials = credentialFields(value);
  if (credentials.length > 0) {
    throw new ConfigError([
      `--profile ${path}: ${credentials.join(', ')} looks like a credential: secrets never go in a profile (use VOP_API_KEY, VOP_API_SECRET and the other variables, or .env)`,
    ]);
  }
  const checked = validate(SCHEMA, value);
  if (!checked.valid) throw new ConfigError([`--profile ${path}: ${schemaErrorText(checked.errors)}`]);
  const profile = value as Record<string, unknown>;
  const contents = [...FILE_FIELDS].filter((field) => {
    const at = profile[field];
    return typeof at === 'string' && at.includes('-----BEGIN');
  });
  if (contents.length > 0) {
    // Never echo the value: it may be a private key.
    throw new ConfigError([
      `--profile ${path}: ${contents.join(', ')} holds a PEM text: a profile names the file, never its contents (a key is a secret)`,
    ]);
  }
  const variables: Record<string, string> = {};
  for (const [field, name] of VARIABLES) {
    const at = fieldAt(profile, field);
    // The schema allows only strings and numbers at these fields.
    if (typeof at === 'string' || typeof at === 'number')
      variables[name] = FILE_FIELDS.has(field) ? resolve(dirname(path), String(at)) : String(at);
  }
  return { name: String(profile.name), variables, expectedFailures: profile.expectedFailures };
}
