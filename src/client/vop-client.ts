import { randomUUID } from 'node:crypto';
import type { OperationId } from '../rules/rule.ts';
import { retryAfterMs } from './retry-after.ts';
import type { Scheduler } from './scheduler.ts';
import { type ClientCredentials, TokenProvider } from './token-provider.ts';
import type { StreamedResponse, Transport } from './transport.ts';
import { type Exchange, headerOf, type OutgoingRequest } from './types.ts';

/** Where the target is and who the client is (interface.md: {base_url}, {auth_url}; Authentication 2). */
export interface TargetEndpoint {
  /** Base address, no trailing slash. */
  readonly baseUrl: string;
  /** Token address; the base URL when the target has no separate one. */
  readonly authUrl: string;
  readonly credentials: ClientCredentials;
}

/** How the client answers 429 (assumptions.md A6). */
export interface RetryPolicy {
  /** Retries after a 429 before the 429 is returned. */
  readonly maxRetries: number;
  /** Wait when Retry-After is absent, ms. */
  readonly defaultWaitMs: number;
  /** Longest wait honoured, ms. */
  readonly maxWaitMs: number;
}

/** Default: 3 retries, 1 s when Retry-After is absent (A6), at most 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, defaultWaitMs: 1_000, maxWaitMs: 30_000 };

/**
 * One request of a test. The client adds `Authorization: Bearer <token>` and a fresh UUID
 * `X-Request-Id` unless the test sets them; a header set to `null` is not sent at all.
 */
export interface RequestSpec {
  readonly operation: OperationId;
  readonly method: string;
  /** Path under the base URL, e.g. `/vopgateway/v1/bulk/<taskId>/status`. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | null>>;
  /** `bearer` (default): the client's token; `none`: no Authorization unless set in headers. */
  readonly auth?: 'bearer' | 'none';
  readonly body?: string;
}

/** Called with every exchange the client completes (checks on every exchange, observations). */
export type ExchangeListener = (exchange: Exchange) => void;

function hasHeader(headers: Readonly<Record<string, string | null>>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
}

/**
 * The client of one target: bearer token handling (A1), request ids, the shared scheduler
 * (A6 rate and concurrency), 429 retries, and the transport's timeouts and size caps.
 */
export class VopClient {
  readonly endpoint: TargetEndpoint;
  readonly tokens: TokenProvider;
  readonly transport: Transport;
  readonly #scheduler: Scheduler;
  readonly #retry: RetryPolicy;
  readonly #listeners: ExchangeListener[] = [];

  constructor(
    endpoint: TargetEndpoint,
    transport: Transport,
    scheduler: Scheduler,
    retry = DEFAULT_RETRY_POLICY,
  ) {
    this.endpoint = { ...endpoint, baseUrl: endpoint.baseUrl.replace(/\/+$/, '') };
    this.transport = transport;
    this.#scheduler = scheduler;
    this.#retry = retry;
    this.tokens = new TokenProvider(
      transport,
      scheduler,
      endpoint.authUrl,
      endpoint.credentials,
      (exchange) => {
        for (const listener of this.#listeners) listener(exchange);
      },
    );
  }

  /** Registers `listener` for every later exchange. */
  onExchange(listener: ExchangeListener): void {
    this.#listeners.push(listener);
  }

  /** The request `spec` describes, with the token and request id filled in. */
  async build(spec: RequestSpec): Promise<OutgoingRequest> {
    const chosen = spec.headers ?? {};
    const headers: Record<string, string> = {};
    if ((spec.auth ?? 'bearer') === 'bearer' && !hasHeader(chosen, 'authorization')) {
      headers.Authorization = `Bearer ${await this.tokens.token()}`;
    }
    if (!hasHeader(chosen, 'x-request-id')) headers['X-Request-Id'] = randomUUID();
    for (const [name, value] of Object.entries(chosen)) if (value !== null) headers[name] = value;
    const url = this.endpoint.baseUrl + spec.path;
    return spec.body === undefined
      ? { operation: spec.operation, method: spec.method, url, headers }
      : { operation: spec.operation, method: spec.method, url, headers, body: spec.body };
  }

  /**
   * Sends `spec`, retrying after 429 (A6) and once with a new token after a 401 when the
   * client's own token was used (A1). Returns the last exchange.
   * @throws TransportError, SizeLimitError, TokenError.
   */
  async send(spec: RequestSpec): Promise<Exchange> {
    let renewed = false;
    for (let attempt = 0; ; attempt += 1) {
      const request = await this.build(spec);
      const exchange = await this.#scheduler.run(() => this.transport.send(request));
      for (const listener of this.#listeners) listener(exchange);
      const { status } = exchange.response;
      if (status === 429 && attempt < this.#retry.maxRetries) {
        const wait = retryAfterMs(
          headerOf(exchange.response, 'retry-after'),
          this.#retry.defaultWaitMs,
          this.#retry.maxWaitMs,
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      const usedOwnToken =
        (spec.auth ?? 'bearer') === 'bearer' && !hasHeader(spec.headers ?? {}, 'authorization');
      if (status === 401 && usedOwnToken && !renewed) {
        renewed = true;
        this.tokens.invalidate();
        continue;
      }
      return exchange;
    }
  }

  /**
   * Sends `spec` and returns the response with its body unread (NDJSON result files).
   * Not retried; the caller must consume or destroy the body.
   */
  async open(spec: RequestSpec): Promise<{ request: OutgoingRequest; response: StreamedResponse }> {
    const request = await this.build(spec);
    const response = await this.#scheduler.run(() => this.transport.open(request));
    return { request, response };
  }
}
