import type { Exchange } from '../client/types.ts';
import { type ChoiceReader, only } from './choice-reader.ts';
import { bodyObject, requestHeader } from './exchange-parts.ts';

/** The fields of A1's token response; anything else is an extra field. */
const A1_FIELDS = new Set(['access_token', 'token_type', 'expires_in']);

/** The body of a token answer that issued a token (200 with an access_token), or undefined. */
function issued(exchange: Exchange): Readonly<Record<string, unknown>> | undefined {
  if (exchange.request.operation !== 'token' || exchange.response.status !== 200) return undefined;
  const body = bodyObject(exchange);
  return typeof body?.access_token === 'string' ? body : undefined;
}

/**
 * The grant_type of a form-encoded token request: the value, '' when sent empty, null when not
 * sent; undefined for a request that is not form-encoded (a JSON body shows nothing about it).
 */
function grantType(exchange: Exchange): string | null | undefined {
  const type = requestHeader(exchange, 'content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  return new URLSearchParams(exchange.request.body ?? '').get('grant_type');
}

/**
 * Readers of the token choices (interface.md Authentication; A1): token_type, the form and value of
 * expires_in, extra fields, and the status for another grant type.
 */
export const TOKEN_READERS: readonly ChoiceReader[] = [
  {
    choice: 'token-type',
    read: ({ exchange }) => {
      const body = issued(exchange);
      if (!body) return undefined;
      return only(
        body.token_type === undefined ? 'absent' : JSON.stringify(body.token_type).replace(/^"|"$/g, ''),
      );
    },
  },
  {
    choice: 'token-expires-in',
    read: ({ exchange }) => {
      const value = issued(exchange)?.expires_in;
      if (typeof value === 'number') return only('number');
      return typeof value === 'string' ? only('string') : undefined;
    },
  },
  {
    choice: 'token-lifetime',
    read: ({ exchange }) => {
      const value = issued(exchange)?.expires_in;
      const seconds = Number(value);
      if (value === undefined || !Number.isInteger(seconds) || seconds < 1) return undefined;
      if (seconds === 60 || seconds === 3600) return only(String(seconds));
      return only('configured', { tokenLifetimeSeconds: seconds });
    },
  },
  {
    choice: 'token-extra-fields',
    read: ({ exchange }) => {
      const body = issued(exchange);
      if (!body) return undefined;
      return only(Object.keys(body).some((key) => !A1_FIELDS.has(key)) ? 'scope-and-more' : 'none');
    },
  },
  {
    choice: 'token-grant-type-status',
    read: ({ exchange }) => {
      // Only the documented POST: another method's 405 says nothing about the grant type.
      if (exchange.request.operation !== 'token' || exchange.request.method !== 'POST') return undefined;
      const grant = grantType(exchange);
      if (grant === undefined || grant === 'client_credentials') return undefined;
      const { status } = exchange.response;
      return status >= 400 && status < 500 ? only(String(status)) : undefined;
    },
  },
];
