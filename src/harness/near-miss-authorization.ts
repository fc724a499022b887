import type { ClientCredentials } from '../api/credentials.ts';

/**
 * One credential close to a valid one that every provider following interface.md refuses: what
 * it is, for the failure message, and how it is sent.
 */
export interface NearMiss {
  readonly label: string;
  /** The Authorization header sent, or none (`undefined`). */
  readonly authorization?: string;
  /** Headers sent besides (a token or key where no Authorization is). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Query parameters added to the path. */
  readonly query?: Readonly<Record<string, string>>;
}

/** `text` with its first character replaced by another character of the same kind. */
function firstCharacterChanged(text: string): string {
  const first = text.charAt(0);
  const other = /[0-9]/.test(first) ? (first === '0' ? '1' : '0') : first === 'A' ? 'B' : 'A';
  return `${other}${text.slice(1)}`;
}

/**
 * Bearer tokens one edit away from the valid token `token`: a character added at the end, the last
 * character removed, the first character changed (never the last, whose spare bits a lenient
 * base64url reader ignores). A provider that compares tokens by prefix, or by a part, takes one.
 * Each is an invalid token: 401 (interface.md Authentication 5: "A missing or invalid token gives 401").
 */
export function nearMissBearerTokens(token: string): NearMiss[] {
  const misses: NearMiss[] = [
    { label: 'the valid token with one character added', authorization: `Bearer ${token}x` },
  ];
  if (token.length > 1) {
    misses.push({
      label: 'the valid token without its last character',
      authorization: `Bearer ${token.slice(0, -1)}`,
    });
  }
  misses.push({
    label: 'the valid token with its first character changed',
    authorization: `Bearer ${firstCharacterChanged(token)}`,
  });
  return misses;
}

/**
 * The client's own API key and secret sent as if they were a bearer token: invalid tokens, 401
 * (Authentication 2-5: the key and secret are for the token endpoint only; functional calls carry
 * the access token).
 */
export function credentialsAsBearerToken(credentials: ClientCredentials): NearMiss[] {
  const basic = Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64');
  return [
    { label: 'Bearer with the base64 of the API key and secret', authorization: `Bearer ${basic}` },
    { label: 'Bearer with the API key', authorization: `Bearer ${credentials.apiKey}` },
  ];
}

/**
 * The valid token, or the client's real API key and secret, under another scheme or none, or the
 * valid header one character longer (`xBearer <token>`, `Bearer <token> x`): not
 * `Bearer <token>`, so malformed (A15: 401), or an invalid token where no malformed rule exists.
 */
export function wrongSchemes(token: string, credentials: ClientCredentials): NearMiss[] {
  const basic = Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64');
  return [
    {
      label: 'Basic with the real API key and secret (the token endpoint credential)',
      authorization: `Basic ${basic}`,
    },
    { label: 'Basic with the valid token', authorization: `Basic ${token}` },
    { label: 'Token with the valid token', authorization: `Token ${token}` },
    { label: 'the valid token without a scheme', authorization: token },
    // One character from the valid header: before the scheme, and after the token (a second word).
    { label: 'xBearer with the valid token', authorization: `xBearer ${token}` },
    { label: 'the valid token followed by a space and x', authorization: `Bearer ${token} x` },
  ];
}

/**
 * No Authorization header, but the valid token or the API key and secret elsewhere (query,
 * other headers), as some gateways take them: Authorization is missing, 401 (Authentication 4-5;
 * interface.md Errors/HTTP statuses 401: "Authorization header missing").
 */
export function credentialsElsewhere(token: string, credentials: ClientCredentials): NearMiss[] {
  return [
    { label: 'the valid token as the access_token query parameter', query: { access_token: token } },
    { label: 'the valid token in an X-Access-Token header', headers: { 'X-Access-Token': token } },
    { label: 'the API key in an apikey header', headers: { apikey: credentials.apiKey } },
    { label: 'the API key in an x-api-key header', headers: { 'x-api-key': credentials.apiKey } },
    {
      label: 'the API key and secret as client_id and client_secret query parameters',
      query: { client_id: credentials.apiKey, client_secret: credentials.apiSecret },
    },
  ];
}
