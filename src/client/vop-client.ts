import { randomUUID } from 'node:crypto';
import { PATHS } from '../api/paths.ts';
import { namesHeader, type RequestSpec, usesOwnToken } from './request-spec.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryWaitMs } from './retry-policy.ts';
import type { Scheduler } from './scheduler.ts';
import type { ClientCredentials } from '../api/credentials.ts';
import { TokenProvider } from './token-provider.ts';
import { bufferedExchange, streamedExchange } from './streamed-exchange.ts';
import type { StreamedResponse, Transport } from './transport.ts';
import type { Exchange, OutgoingRequest } from './types.ts';

/** Where the target is and who the client is (interface.md: {base_url}, {auth_url}; Authentication 2). */
export interface TargetEndpoint {
  /** Base address, no trailing slash. */
  readonly baseUrl: string;
  /** Token address; the base URL when the target has no separate one. */
  readonly authUrl: string;
  readonly credentials: ClientCredentials;
  /**
   * Path of the token endpoint on `authUrl`; default `PATHS.token` (interface.md Endpoints/1).
   * A target profile may name another.
   */
  readonly tokenPath?: string;
  /**
   * Path of bulk submission; default `PATHS.bulk` (assumptions.md A2: endpoint 6 is "not shown").
   * A request to exactly `PATHS.bulk` goes here instead; the documented status and results paths
   * below `PATHS.bulk` are never rewritten.
   */
  readonly submissionPath?: string;
}

/** A response whose body is still to read, and the request exactly as sent. */
export interface OpenedResponse {
  readonly request: OutgoingRequest;
  readonly response: StreamedResponse;
}

/**
 * Called with every exchange the client completes (checks on every exchange, observations); an
 * opened 2xx arrives as a StreamedExchange (`bodyStreamed: true`, empty `bodyText`).
 */
export type ExchangeListener = (exchange: Exchange) => void;

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
      endpoint.tokenPath,
      retry,
    );
  }

  /** Registers `listener` for every later exchange. */
  onExchange(listener: ExchangeListener): void {
    this.#listeners.push(listener);
  }

  /** The request `spec` describes, with the token and request id filled in. */
  async build(spec: RequestSpec): Promise<OutgoingRequest> {
    const headers: Record<string, string> = {};
    if (usesOwnToken(spec))
      headers.Authorization = `Bearer ${this.tokens.live() ?? (await this.tokens.token())}`;
    if (!namesHeader(spec, 'x-request-id')) headers['X-Request-Id'] = randomUUID();
    for (const [name, value] of Object.entries(spec.headers ?? {})) if (value !== null) headers[name] = value;
    const path =
      spec.path === PATHS.bulk && this.endpoint.submissionPath ? this.endpoint.submissionPath : spec.path;
    const url = this.endpoint.baseUrl + path;
    const operation = spec.operation === undefined ? {} : { operation: spec.operation };
    return spec.body === undefined
      ? { ...operation, method: spec.method, url, headers }
      : { ...operation, method: spec.method, url, headers, body: spec.body };
  }

  /**
   * Sends `spec`, retrying after 429 (A6) and once with a new token after a 401 when the
   * client's own token was used (A1). Every exchange, retried ones included, goes to the
   * listeners. Returns the last exchange.
   * @throws TransportError, SizeLimitError, TokenError.
   */
  send(spec: RequestSpec): Promise<Exchange> {
    return this.#withRetries(spec, async (request) => {
      const exchange = await this.#scheduler.run(() => this.transport.send(request));
      return { exchange, result: exchange };
    });
  }

  /**
   * Sends `spec` once, outside the scheduler's rate and concurrency and without the 429 wait: a
   * request of a burst meant to reach the target's rate limit (`--provoke-429`; assumptions.md
   * A6). The listeners hear it like every exchange.
   * @throws TransportError, SizeLimitError, TokenError.
   */
  async sendUnpaced(spec: RequestSpec): Promise<Exchange> {
    const exchange = await this.transport.send(await this.build(spec));
    for (const listener of this.#listeners) listener(exchange);
    return exchange;
  }

  /**
   * Sends `spec` like {@link send} (the 429 wait, one token renewal after a 401, the listeners)
   * and returns the response with its body unread (NDJSON result files): the caller must consume
   * or destroy it. A 2xx body stays unread: the listeners hear of a StreamedExchange
   * (status and headers, `bodyStreamed: true`). Any other answer is read whole (at most
   * `maxBodyBytes`), so the listeners judge it like any error answer; its body replays the bytes.
   * @throws TransportError, SizeLimitError, TokenError.
   */
  open(spec: RequestSpec): Promise<OpenedResponse> {
    return this.#withRetries(spec, (request) =>
      this.#scheduler.run(async () => {
        const head = await this.transport.open(request);
        if (head.status >= 200 && head.status < 300)
          return { exchange: streamedExchange(request, head), result: { request, response: head } };
        const { exchange, replay } = await bufferedExchange(
          request,
          head,
          this.transport.bounds.maxBodyBytes,
        );
        return { exchange, result: { request, response: replay } };
      }),
    );
  }

  /** The one retry loop of send() and open(): 429 waits (A6), one renewal after a 401 (A1). */
  async #withRetries<T>(
    spec: RequestSpec,
    attempt: (request: OutgoingRequest) => Promise<{ exchange: Exchange; result: T }>,
  ): Promise<T> {
    const ownToken = usesOwnToken(spec);
    let renewed = false;
    let retries = 0;
    for (;;) {
      const { exchange, result } = await attempt(await this.build(spec));
      for (const listener of this.#listeners) listener(exchange);
      const { status } = exchange.response;
      if (status === 429 && retries < this.#retry.maxRetries) {
        retries += 1;
        const wait = retryWaitMs(exchange.response, this.#retry);
        this.#scheduler.noteTooManyRequests(wait);
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      if (status === 401 && ownToken && !renewed) {
        renewed = true;
        this.tokens.invalidate();
        continue;
      }
      return result;
    }
  }
}
