import type { OperationId } from '../api/operations.ts';

/**
 * One request exactly as sent: method, absolute URL, the headers the caller chose
 * (names as given; nothing is added but Host and Content-Length), optional body.
 */
export interface OutgoingRequest {
  readonly operation?: OperationId;
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** A response as received: status, headers (lower-case names), body as UTF-8 text. */
export interface ReceivedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly bodyText: string;
}

/** One exchange: the request, its response and the time it took (ms). */
export interface Exchange {
  readonly request: OutgoingRequest;
  readonly response: ReceivedResponse;
  readonly durationMs: number;
  /**
   * When the request was handed to undici (ms since epoch, `Date.now()`), the start `durationMs`
   * counts from; set by the transport, absent on an exchange made up elsewhere (`exchanges.har`
   * then takes the answer's time less `durationMs`).
   */
  readonly sentAtMs?: number;
}

/** The first value of response header `name` (lower case), or undefined. */
export function headerOf(response: ReceivedResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
