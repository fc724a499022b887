import { ConfigError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';

/** How to reach a Pact Broker (the Pact-standard variables). */
export interface BrokerConfig {
  /** Base URL, no trailing slash. */
  readonly baseUrl: string;
  /** The Authorization header value: `Bearer <token>` or `Basic <user:password>`; undefined without credentials. */
  readonly authorization: string | undefined;
}

/**
 * Reads PACT_BROKER_BASE_URL with PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD, and registers the credentials with the redactor.
 * @throws ConfigError for a missing or malformed broker URL, or a username without a password.
 */
export function resolveBrokerConfig(env: Readonly<Record<string, string | undefined>>): BrokerConfig {
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
  const token = env.PACT_BROKER_TOKEN?.trim();
  const username = env.PACT_BROKER_USERNAME?.trim();
  const password = env.PACT_BROKER_PASSWORD;
  if (username && password === undefined)
    problems.push('PACT_BROKER_PASSWORD is missing (PACT_BROKER_USERNAME is set)');
  if (problems.length > 0) throw new ConfigError(problems);
  let authorization: string | undefined;
  if (token) authorization = `Bearer ${token}`;
  else if (username && password !== undefined)
    authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  redactor.add(token);
  redactor.add(password);
  if (authorization) redactor.add(authorization.split(' ')[1]);
  return { baseUrl, authorization };
}
