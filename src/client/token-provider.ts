import type { ClientCredentials } from '../api/credentials.ts';
import { TokenError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';
import { PATHS } from '../api/paths.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryWaitMs } from './retry-policy.ts';
import type { Scheduler } from './scheduler.ts';
import { isBearerTokenValue, parseTokenResponse } from './token-response.ts';
import type { Transport } from './transport.ts';
import type { Exchange } from './types.ts';

/** What a token request sends; every part can be set to break one rule. */
export interface TokenRequestOptions {
  readonly credentials?: ClientCredentials;
  /** `grant_type` form value; default `client_credentials`. */
  readonly grantType?: string;
  /** Replaces the Basic Authorization header; `null` sends none. */
  readonly authorization?: string | null;
  /** Content-Type; default `application/x-www-form-urlencoded`. */
  readonly contentType?: string;
  /** The whole body instead of the form built from `grantType`. */
  readonly body?: string;
  /** Query parameters added to the token URL (none in a valid request). */
  readonly query?: Readonly<Record<string, string>>;
  /** The method; default POST (interface.md Endpoints/1). Another is sent without a body. */
  readonly method?: string;
}

/**
 * `expires_in` as seconds: a JSON number or a numeric string (A1); undefined when neither.
 */
export function expiresInSeconds(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^[0-9]+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Basic credential for `credentials` (interface.md Authentication 3). */
export function basicAuthorization(credentials: ClientCredentials): string {
  return `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
}

/**
 * Obtains, caches and refreshes the bearer token of one client (assumptions.md A1): a new
 * token shortly before `expires_in` runs out (see `renewalMarginMs`: 10% of the lifetime, at least 500 ms, at most 60 s early),
 * or after `invalidate()` (called once after a 401 on a functional call).
 */
export class TokenProvider {
  readonly #transport: Transport;
  readonly #scheduler: Scheduler;
  readonly #tokenUrl: string;
  readonly #credentials: ClientCredentials;
  readonly #onExchange: (exchange: Exchange) => void;
  readonly #retry: RetryPolicy;
  #cached: { token: string; refreshAtMs: number } | undefined;
  #pending: Promise<string> | undefined;

  /**
   * `onExchange` hears of every token exchange (checks on every exchange); `tokenPath` is the
   * token endpoint's path on `authUrl` (default `PATHS.token`, interface.md Endpoints/1); `retry`
   * says how a token request answered 429 is retried (A6).
   */
  constructor(
    transport: Transport,
    scheduler: Scheduler,
    authUrl: string,
    credentials: ClientCredentials,
    onExchange: (exchange: Exchange) => void = () => undefined,
    tokenPath: string = PATHS.token,
    retry: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {
    this.#transport = transport;
    this.#scheduler = scheduler;
    this.#tokenUrl = authUrl.replace(/\/+$/, '') + tokenPath;
    this.#credentials = credentials;
    this.#onExchange = onExchange;
    this.#retry = retry;
    redactor.addClientCredentials(credentials.apiKey, credentials.apiSecret);
  }

  /**
   * Sends one token request as `options` say and returns the exchange, whatever its status.
   * Every credential the response carries (access_token, refresh_token, id_token) is registered
   * with the redactor before a listener sees the exchange.
   * @throws TransportError, SizeLimitError when the token endpoint cannot be reached or read.
   */
  async request(options: TokenRequestOptions = {}): Promise<Exchange> {
    const headers: Record<string, string> = {
      'Content-Type': options.contentType ?? 'application/x-www-form-urlencoded',
    };
    const authorization =
      options.authorization === undefined
        ? basicAuthorization(options.credentials ?? this.#credentials)
        : options.authorization;
    if (authorization !== null) headers.Authorization = authorization;
    const body =
      options.body ??
      new URLSearchParams({ grant_type: options.grantType ?? 'client_credentials' }).toString();
    const method = options.method ?? 'POST';
    const url = options.query
      ? `${this.#tokenUrl}?${new URLSearchParams(options.query).toString()}`
      : this.#tokenUrl;
    const exchange = await this.#scheduler.run(() =>
      this.#transport.send(
        method === 'POST'
          ? { operation: 'token', method, url, headers, body }
          : { operation: 'token', method, url, headers },
      ),
    );
    parseTokenResponse(exchange.response.bodyText);
    this.#onExchange(exchange);
    return exchange;
  }

  /**
   * Sends the token request of `options` like {@link request}, and again after each 429, waiting
   * as its Retry-After says (default 1 s), up to the retry policy's count (A6: "The client waits
   * as told ... retries up to a configured count for positive-path calls"). Returns the last exchange.
   * @throws TransportError, SizeLimitError as {@link request}.
   */
  async requestRetrying(options: TokenRequestOptions = {}): Promise<Exchange> {
    let exchange = await this.request(options);
    for (
      let retries = 0;
      exchange.response.status === 429 && retries < this.#retry.maxRetries;
      retries += 1
    ) {
      const waitMs = retryWaitMs(exchange.response, this.#retry);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      exchange = await this.request(options);
    }
    return exchange;
  }

  /**
   * A live bearer token, from the cache or a new token request.
   * @throws TokenError when the token endpoint does not answer 200 with an access_token that is a
   *   valid bearer token value (RFC 6750 b64token), so no request is ever sent with an unusable header
   *   (a 429 only after every retry, A6).
   * @throws TransportError when it cannot be reached.
   */
  async token(): Promise<string> {
    const live = this.live();
    if (live !== undefined) return live;
    this.#pending ??= this.#obtain().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /**
   * The cached bearer token while it is live (before its renewal time), else undefined: what
   * {@link token} returns without a token request, read without a promise in between.
   */
  live(): string | undefined {
    return this.#cached && Date.now() < this.#cached.refreshAtMs ? this.#cached.token : undefined;
  }

  /** Drops the cached token, so the next call obtains a new one. */
  invalidate(): void {
    this.#cached = undefined;
  }

  async #obtain(): Promise<string> {
    // The token's life counts from when it was asked for: the answer's way back is part of it.
    const requestedAtMs = Date.now();
    const exchange = await this.requestRetrying();
    const { status, bodyText } = exchange.response;
    const { body, accessToken: token } = parseTokenResponse(bodyText);
    if (status === 429) {
      throw new TokenError(
        `token endpoint answered 429 after ${this.#retry.maxRetries} retries (rate limited, A6): lower --rate or --concurrency, or run later`,
      );
    }
    if (status !== 200 || token === undefined) {
      throw new TokenError(
        `token endpoint answered ${status} without an access_token (check the API key and secret, and the auth URL)`,
      );
    }
    if (!isBearerTokenValue(token)) {
      throw new TokenError(
        'token endpoint answered 200 with an access_token that is not a valid bearer token value (RFC 6750 b64token)',
      );
    }
    const lifetimeMs = (expiresInSeconds(body?.expires_in) ?? 60) * 1000;
    const refreshAtMs = requestedAtMs + lifetimeMs - renewalMarginMs(lifetimeMs);
    this.#cached = { token, refreshAtMs };
    return token;
  }
}

/**
 * How long before its `expires_in` runs out a token is renewed, ms (A1: a client uses its token
 * until shortly before then): a tenth of its lifetime, but at least 500 ms, so a request that
 * waits for its turn or is slowed by a busy machine still arrives with a live token; at most
 * 60 s, and at most half the lifetime.
 */
export function renewalMarginMs(lifetimeMs: number): number {
  return Math.min(60_000, lifetimeMs / 2, Math.max(500, lifetimeMs * 0.1));
}
