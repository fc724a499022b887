import { isJsonObject, type JsonObject } from '../api/json-object.ts';
import { redactor } from '../output/redactor.ts';

/**
 * RFC 6750 2.1 `b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`: the only
 * characters a bearer token may have in `Authorization: Bearer <token>` (interface.md Authentication 4).
 */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** A field of a token response that carries a credential: `access_token`, `refresh_token`, `id_token`, `token`… */
const SECRET_FIELD = /token$/i;

/** A `"…token": "value"` pair as written in a body, escapes and all, whole JSON or not (cut short, wrapped). */
const SECRET_PAIR = /"([A-Za-z_]*token)"\s*:\s*"((?:[^"\\]|\\.)*)/gi;

/** What a token response body holds (assumptions.md A1), read once for every use. */
export interface ParsedTokenResponse {
  /** The JSON object of the body; undefined when the body is not a JSON object. */
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** `access_token` when it is a non-empty string. */
  readonly accessToken: string | undefined;
}

/** True when `token` can be sent as `Authorization: Bearer <token>` (RFC 6750 2.1 b64token). */
export function isBearerTokenValue(token: string): boolean {
  return B64TOKEN.test(token);
}

function jsonObject(text: string): JsonObject | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function unescapeJsonString(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * Reads a token response body and registers with the redactor, before anyone else sees the body,
 * every credential it carries: each string field whose name ends in `token` (`access_token`,
 * `refresh_token`, `id_token`, a misnamed `token`), as parsed and as written (JSON escapes), also
 * from a body cut short or not JSON.
 */
export function parseTokenResponse(bodyText: string): ParsedTokenResponse {
  const body = jsonObject(bodyText);
  for (const [name, value] of Object.entries(body ?? {}))
    if (SECRET_FIELD.test(name) && typeof value === 'string') redactor.add(value);
  // The value as written too (`\u0001`, `\/`), and whatever a body that is not whole JSON holds.
  for (const match of bodyText.matchAll(SECRET_PAIR)) {
    const raw = match[2] ?? '';
    redactor.add(raw);
    redactor.add(unescapeJsonString(raw));
  }
  const token = body?.access_token;
  return { body, accessToken: typeof token === 'string' && token !== '' ? token : undefined };
}
