import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';

/** The value of request header `name` (any case), or undefined when it was not sent. */
export function requestHeader(exchange: Exchange, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(exchange.request.headers))
    if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** The response body as a JSON object, or undefined when it is not one. */
export function bodyObject(exchange: Exchange): Readonly<Record<string, unknown>> | undefined {
  const body = jsonBody(exchange);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The error body of an error answer (interface.md Errors: `type` and `code`, strings), or
 * undefined for any other answer (a success, an empty body, an Open Banking error body).
 */
export function problemBody(exchange: Exchange): Readonly<Record<string, unknown>> | undefined {
  if (exchange.response.status < 400) return undefined;
  const body = bodyObject(exchange);
  return typeof body?.type === 'string' && typeof body.code === 'string' ? body : undefined;
}

/** True for a 2xx answer. */
export function succeeded(exchange: Exchange): boolean {
  return exchange.response.status >= 200 && exchange.response.status < 300;
}

/** The `title` of a FORMAT_ERROR answer (interface.md Errors), or undefined. */
export function formatErrorTitle(exchange: Exchange): string | undefined {
  const body = problemBody(exchange);
  return body?.code === 'FORMAT_ERROR' && typeof body.title === 'string' ? body.title : undefined;
}

/** `METHOD /path → status`: how a fact names the exchange that showed it (no query, no secret). */
export function shownBy(exchange: Exchange): string {
  let path = exchange.request.url;
  try {
    path = new URL(exchange.request.url).pathname;
  } catch {
    // keep the URL as sent
  }
  return `${exchange.request.method} ${path} → ${exchange.response.status}`;
}
