import { randomUUID } from 'node:crypto';
import { PATHS } from '../api/paths.ts';
import type { Exchange } from '../client/types.ts';
import type { RunContext } from './run-context.ts';

/** The single check sent: organisation check or confirmation of payee (their operation ids). */
export type Kind = 'org-check' | 'cop-check';

/**
 * Sends a single check with the run's client and exactly the headers its usage shows (A7; no
 * X-Request-Id, which is not part of these calls). `body` is sent as JSON, or as it is when a
 * string; `authorization` replaces the client's bearer token; `overrides` replace or add headers
 * (a usage header with another value).
 */
export function sendSingleCheck(
  run: RunContext,
  kind: Kind,
  body: object | string,
  auth: 'bearer' | 'none' = 'bearer',
  interactionId = randomUUID(),
  authorization?: string,
  overrides: Readonly<Record<string, string>> = {},
): Promise<Exchange> {
  const headers: Record<string, string | null> =
    kind === 'org-check'
      ? {
          'Content-Type': 'application/json',
          charset: 'utf-8',
          'X-Correlation-Id': randomUUID(),
          'X-Request-Id': null,
        }
      : { 'x-fapi-interaction-id': interactionId, 'Content-Type': 'application/json', 'X-Request-Id': null };
  if (authorization !== undefined) headers.Authorization = authorization;
  Object.assign(headers, overrides);
  const path = kind === 'org-check' ? PATHS.organisationCheck : PATHS.confirmationOfPayee;
  return run.client.send({
    operation: kind,
    method: 'POST',
    path,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    auth,
  });
}
