import type { OperationId } from '../../src/api/operations.ts';
import type { Exchange } from '../../src/client/types.ts';

/** What `exchangeOf` builds an exchange from; every field has a default. */
export interface ExchangeParts {
  readonly operation?: OperationId;
  readonly status?: number;
  /** The response body: a string as written, anything else as JSON (undefined: empty). */
  readonly body?: unknown;
  /** Response headers, lower-case names. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly requestHeaders?: Readonly<Record<string, string>>;
}

/** A made-up exchange for a judge's unit test (defaults: a bulk-status GET answered 200, empty body). */
export function exchangeOf({
  operation = 'bulk-status',
  status = 200,
  body,
  headers = {},
  requestHeaders = {},
}: ExchangeParts = {}): Exchange {
  return {
    request: {
      operation,
      method: 'GET',
      url: 'http://127.0.0.1:9/vopgateway/v1/bulk/x',
      headers: requestHeaders,
    },
    response: {
      status,
      headers,
      bodyText: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    },
    durationMs: 1,
  };
}
