import type { Exchange } from './types.ts';

/** The response body of `exchange` parsed as JSON; undefined when it is not JSON. */
export function jsonBody(exchange: Exchange): unknown {
  try {
    return JSON.parse(exchange.response.bodyText) as unknown;
  } catch {
    return undefined;
  }
}
