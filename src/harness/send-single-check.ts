import { randomUUID } from 'node:crypto';
import { PATHS } from '../api/paths.ts';
import type { Exchange } from '../client/types.ts';
import type { RunContext } from './run-context.ts';

/** The single check sent: organisation check or confirmation of payee (their operation ids). */
export type Kind = 'org-check' | 'cop-check';

/** How a single check is varied from its usage (A7): every part optional. */
export interface SingleCheckVariation {
  /** `none` sends no Authorization; default the client's bearer token. */
  readonly auth?: 'bearer' | 'none';
  /** The confirmation of payee's x-fapi-interaction-id; default a fresh UUID. */
  readonly interactionId?: string;
  /** Replaces the client's Authorization header. */
  readonly authorization?: string;
  /** Headers that replace or add to the usage's (a usage header with another value; null leaves one out). */
  readonly headers?: Readonly<Record<string, string | null>>;
  /** Query parameters added to the path (none in the usage). */
  readonly query?: Readonly<Record<string, string>>;
  /** The method; default POST (the usage's). Another is sent without the body. */
  readonly method?: string;
}

/**
 * Sends a single check with the run's client and exactly the headers its usage shows (A7; no
 * X-Request-Id, which is not part of these calls), varied as `variation` says. `body` is sent as
 * JSON, or as it is when a string (a POST only).
 * @throws TransportError, SizeLimitError, TokenError.
 */
export function sendSingleCheck(
  run: RunContext,
  kind: Kind,
  body: object | string,
  variation: SingleCheckVariation = {},
): Promise<Exchange> {
  const headers: Record<string, string | null> =
    kind === 'org-check'
      ? {
          'Content-Type': 'application/json',
          charset: 'utf-8',
          'X-Correlation-Id': randomUUID(),
          'X-Request-Id': null,
        }
      : {
          'x-fapi-interaction-id': variation.interactionId ?? randomUUID(),
          'Content-Type': 'application/json',
          'X-Request-Id': null,
        };
  if (variation.authorization !== undefined) headers.Authorization = variation.authorization;
  Object.assign(headers, variation.headers);
  const path = kind === 'org-check' ? PATHS.organisationCheck : PATHS.confirmationOfPayee;
  const query = variation.query ? `?${new URLSearchParams(variation.query).toString()}` : '';
  const method = variation.method ?? 'POST';
  return run.client.send({
    operation: kind,
    method,
    path: `${path}${query}`,
    headers,
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    auth: variation.auth ?? 'bearer',
  });
}
