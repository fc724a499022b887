import { ConfigError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';

/** The credential of a Pact Broker: a bearer token, a username and password, or none. */
export type BrokerCredentials =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'basic'; readonly username: string; readonly password: string }
  | { readonly kind: 'none' };

/** How to reach a Pact Broker (the Pact-standard variables). */
export interface BrokerConfig {
  /** Base URL, no trailing slash. */
  readonly baseUrl: string;
  readonly credentials: BrokerCredentials;
}

/**
 * Reads PACT_BROKER_BASE_URL with PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD (the token wins when both are set), and registers the credentials with the
 * redactor the moment they are read (the password also as `username:password`, plain and Base64).
 * @throws ConfigError for a missing or malformed broker URL, or a username without a password.
 */
export function resolveBrokerConfig(env: Readonly<Record<string, string | undefined>>): BrokerConfig {
  const token = env.PACT_BROKER_TOKEN?.trim();
  const username = env.PACT_BROKER_USERNAME?.trim();
  const password = env.PACT_BROKER_PASSWORD;
  redactor.add(token);
  redactor.add(password);
  if (username && password !== undefined) redactor.add(`${username}:${password}`);
  const problems: string[] = [];
  const base = env.PACT_BROKER_BASE_URL?.trim();
  let baseUrl = '';
  if (!base) problems.push('PACT_BROKER_BASE_URL is missing (the Pact Broker to use)');
  else {
    try {
      const url = new URL(base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        problems.push('PACT_BROKER_BASE_URL must use http or https');
      baseUrl = url.toString().replace(/\/+$/, '');
    } catch {
      problems.push('PACT_BROKER_BASE_URL is not a valid URL');
    }
  }
  if (!token && username && password === undefined)
    problems.push('PACT_BROKER_PASSWORD is missing (PACT_BROKER_USERNAME is set)');
  if (problems.length > 0) throw new ConfigError(problems);
  const credentials: BrokerCredentials = token
    ? { kind: 'token', token }
    : username && password !== undefined
      ? { kind: 'basic', username, password }
      : { kind: 'none' };
  return { baseUrl, credentials };
}

/** Variables of the Pact CLI that carry a broker's address or credential. */
const BROKER_VARIABLES = [
  'PACT_BROKER_BASE_URL',
  'PACT_BROKER_TOKEN',
  'PACT_BROKER_USERNAME',
  'PACT_BROKER_PASSWORD',
] as const;

/** Retries of one HTTP request by the Pact CLI when PACT_BROKER_HTTP_RETRIES is not set (its own default, 8, waits about 2 minutes). */
export const DEFAULT_BROKER_HTTP_RETRIES = 3;

/**
 * The environment of a Pact CLI run: `parent` (CI variables, SSL_CERT_FILE, proxies …) without the
 * tool's own `VOP_*` variables (the target's credentials are none of the CLI's business) and with
 * the broker variables replaced by `config`'s: PACT_BROKER_BASE_URL and either PACT_BROKER_TOKEN or
 * PACT_BROKER_USERNAME/PACT_BROKER_PASSWORD, which the CLI reads (its `--broker-token` and
 * `--broker-password` would show in a process list). PACT_BROKER_HTTP_RETRIES defaults to
 * `DEFAULT_BROKER_HTTP_RETRIES`; NO_COLOR is set.
 */
export function brokerCliEnvironment(
  config: BrokerConfig,
  parent: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent))
    if (
      value !== undefined &&
      !name.startsWith('VOP_') &&
      !(BROKER_VARIABLES as readonly string[]).includes(name)
    )
      env[name] = value;
  env.PACT_BROKER_BASE_URL = config.baseUrl;
  const { credentials } = config;
  if (credentials.kind === 'token') env.PACT_BROKER_TOKEN = credentials.token;
  if (credentials.kind === 'basic') {
    env.PACT_BROKER_USERNAME = credentials.username;
    env.PACT_BROKER_PASSWORD = credentials.password;
  }
  if (!parent.PACT_BROKER_HTTP_RETRIES?.trim())
    env.PACT_BROKER_HTTP_RETRIES = String(DEFAULT_BROKER_HTTP_RETRIES);
  env.NO_COLOR = '1';
  return env;
}
