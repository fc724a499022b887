import type { Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { type Dispatcher, request } from 'undici';
import { ProxyError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';
import { readCaFile } from './ca-file.ts';
import { CircuitBreaker, DEFAULT_BREAKER_THRESHOLD, describeTrip } from './circuit-breaker.ts';
import { buildDispatcher, type TargetTls, type TransportDispatcher } from './dispatcher.ts';
import { ExchangeControl, ExchangeStop } from './exchange-control.ts';
import { exchangeTarget, failureError, type HaltReason, haltError } from './exchange-errors.ts';
import { type BodyGuardHooks, guardBody, readGuardedBody } from './guarded-body.ts';
import { DEFAULT_EXCHANGE_BOUNDS, type ExchangeBounds } from './exchange-bounds.ts';
import { classifyTransportError, type TransportFailure } from './transport-failure.ts';
import { type ClientCertificateFiles, readClientCertificate } from './client-certificate.ts';
import { proxyFailure } from './proxy-failure.ts';
import type { ProxySettings } from './proxy-settings.ts';
import { TransportTally } from './transport-tally.ts';
import { DEFAULT_TRANSPORT_RETRY, type TransportRetryPolicy } from './transport-retry.ts';
import { openTunnel } from './proxy-tunnel.ts';
import { TunnelGuard } from './tunnel-guard.ts';
import { probeTlsAlert, TLS_PROBE_TIMEOUT_MS } from './tls-alert-probe.ts';
import type { Exchange, OutgoingRequest, ReceivedResponse } from './types.ts';

/** Response head with a body still to read (streaming reads, e.g. NDJSON result files). */
export interface StreamedResponse {
  readonly status: number;
  readonly headers: ReceivedResponse['headers'];
  /** The body, guarded: rate floor, `maxStreamBytes`, errors as TransportError. */
  readonly body: Readable;
  /** Started-at time of the exchange, ms since epoch. */
  readonly startedAtMs: number;
}

/** How a transport is set up besides its bounds. */
export interface TransportOptions {
  /** PEM file of a private CA trusted besides the default roots (`--ca-file`); absolute path. */
  readonly caFile?: string | undefined;
  /** The client certificate every connection presents (mutual TLS); none by default. */
  readonly clientCertificate?: ClientCertificateFiles | undefined;
  /** Consecutive transport failures that open the circuit breaker (default 3). */
  readonly breakerThreshold?: number;
  /** Forward proxies to reach the target through; none by default. */
  readonly proxy?: ProxySettings | undefined;
  /** Retries of an exchange broken before any response byte (default: 2, see transport-retry.ts). */
  readonly retry?: TransportRetryPolicy;
}

export type { HaltReason } from './exchange-errors.ts';

/** A response whose body is still to read, and the guards to read it under. */
interface OpenedRequest {
  readonly response: Dispatcher.ResponseData;
  readonly hooks: BodyGuardHooks;
  /** Started-at time of the exchange, ms since epoch. */
  readonly startedAtMs: number;
}

/** Longest wait for pooled connections to close gracefully before they are destroyed, ms. */
const CLOSE_GRACE_MS = 2_000;

/**
 * HTTP transport over undici's `request` (never `fetch`, which adds headers of its own: A10).
 * Sends exactly the headers given; every read bounded by {@link ExchangeBounds}. Certificates
 * are always verified (a `caFile` adds a trusted CA, never removes a check). A circuit breaker
 * counts consecutive transport failures; when it opens, or `halt()` is called, exchanges in
 * flight are aborted and every later one fails at once.
 */
export class Transport {
  readonly bounds: ExchangeBounds;
  readonly breaker: CircuitBreaker;
  /** Retries, resets and timeouts seen so far, for the summary and the sign-off. */
  readonly tally = new TransportTally();
  /** Every CONNECT tunnel to a proxy, bounded and counted (see TunnelGuard). */
  readonly tunnels: TunnelGuard;
  readonly #agent: TransportDispatcher;
  /** The TLS options of every connection: the trusted CAs and the client certificate, if any. */
  readonly #tls: TargetTls;
  readonly #proxy: ProxySettings | undefined;
  /** Stops on halt() and when close() gives up waiting: every exchange in flight is aborted. */
  readonly #stop = new ExchangeStop();
  /** The guard's `done` of every exchange: a body read whole is a success for the breaker. */
  readonly #recordSuccess = (): void => {
    this.breaker.recordSuccess();
  };
  #halted: HaltReason | undefined;
  readonly #haltListeners = new Set<(reason: HaltReason) => void>();

  /**
   * @throws ConfigError naming --ca-file when `options.caFile` cannot be read or holds no
   * certificate, and naming --client-cert, --client-key or --client-pfx when the client
   * certificate cannot be read or used (see readClientCertificate).
   */
  constructor(bounds: Partial<ExchangeBounds> = {}, options: TransportOptions = {}) {
    this.bounds = { ...DEFAULT_EXCHANGE_BOUNDS, ...bounds };
    const ca = options.caFile === undefined ? undefined : [...rootCertificates, readCaFile(options.caFile)];
    const client = options.clientCertificate && readClientCertificate(options.clientCertificate);
    this.#tls = { ...(ca ? { ca } : {}), ...client };
    this.#proxy = options.proxy;
    this.tunnels = new TunnelGuard(this.bounds.connectTimeoutMs);
    this.#agent = buildDispatcher({
      bounds: this.bounds,
      tls: this.#tls,
      proxy: options.proxy,
      retry: options.retry ?? DEFAULT_TRANSPORT_RETRY,
      tunnels: this.tunnels,
    });
    this.breaker = new CircuitBreaker(options.breakerThreshold ?? DEFAULT_BREAKER_THRESHOLD);
    this.breaker.onOpen((trip) => {
      this.halt({ kind: 'circuit-open', message: `circuit breaker open: ${describeTrip(trip)}` });
    });
  }

  /** True when every connection presents a client certificate. */
  get presentsClientCertificate(): boolean {
    return 'cert' in this.#tls || 'pfx' in this.#tls;
  }

  /**
   * The code of the TLS alert the server at the https URL `url` sends to a connection with this
   * transport's TLS options (see probeTlsAlert): what tells "wants a client certificate" apart
   * from "closed the connection". With an https proxy the probe runs in a CONNECT tunnel through
   * it (directly when the proxy refuses or cannot be reached: NO_PROXY may exempt the target).
   * Undefined when none came. Never rejects.
   */
  async tlsAlert(url: string): Promise<string | undefined> {
    const proxy = url.startsWith('https:') ? this.#proxy?.https : undefined;
    const { hostname, port } = new URL(url);
    const host = `${hostname}:${port || 443}`;
    const tunnel = proxy && (await openTunnel(proxy, host, TLS_PROBE_TIMEOUT_MS, this.#tls.ca));
    return probeTlsAlert(url, this.#tls, tunnel);
  }

  /** Why the transport stopped sending, or undefined while it sends. */
  get halted(): HaltReason | undefined {
    return this.#halted;
  }

  /** Calls `listener` once when the transport halts; returns the function that removes it. */
  onHalt(listener: (reason: HaltReason) => void): () => void {
    this.#haltListeners.add(listener);
    return () => this.#haltListeners.delete(listener);
  }

  /** Stops sending for `reason`: aborts every exchange in flight; later ones fail at once. First reason wins. */
  halt(reason: HaltReason): void {
    if (this.#halted) return;
    this.#halted = reason;
    this.#stop.stop();
    this.tunnels.halt();
    for (const listener of [...this.#haltListeners]) listener(reason);
  }

  /**
   * Sends `req` and returns the response head and its guarded, unread body (at most `maxStreamBytes`).
   * @throws TransportError when the target cannot be reached or answers too slowly;
   * CircuitOpenError / RunDeadlineError once the transport has halted.
   */
  async open(req: OutgoingRequest): Promise<StreamedResponse> {
    const { response, hooks, startedAtMs } = await this.#request(req, this.bounds.maxStreamBytes);
    const body = guardBody(response.body, hooks);
    return { status: response.statusCode, headers: response.headers, body, startedAtMs };
  }

  /**
   * Sends `req` and reads the whole body (at most `maxBodyBytes`).
   * @throws TransportError on timeouts, resets and answers that are not HTTP; SizeLimitError past
   * the cap; CircuitOpenError / RunDeadlineError once the transport has halted.
   */
  async send(req: OutgoingRequest): Promise<Exchange> {
    const { response, hooks, startedAtMs } = await this.#request(req, this.bounds.maxBodyBytes);
    const bytes = await readGuardedBody(response.body, hooks);
    return {
      request: req,
      response: { status: response.statusCode, headers: response.headers, bodyText: bytes.toString('utf8') },
      durationMs: Date.now() - startedAtMs,
      sentAtMs: startedAtMs,
    };
  }

  /**
   * Closes every pooled connection: gracefully for up to 2 s, then (or at once once halted)
   * every exchange still in flight is aborted and the connections are destroyed.
   */
  async close(): Promise<void> {
    if (!this.#halted) {
      const closed = this.#agent.close().then(() => true);
      const grace = new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_GRACE_MS).unref());
      if (await Promise.race([closed, grace])) return;
    }
    this.#stop.stop();
    this.tunnels.halt();
    await this.#agent.destroy();
  }

  /** Sends `req`; the response with its body unread, and the guards its body is to be read under. */
  async #request(req: OutgoingRequest, maxBytes: number): Promise<OpenedRequest> {
    if (this.#halted) throw haltError(req, this.#halted, 'not sent');
    const startedAtMs = Date.now();
    const control = new ExchangeControl(this.bounds.requestTimeoutMs, this.#stop);
    try {
      const response = await request(req.url, {
        method: req.method as 'GET',
        headers: req.headers,
        body: req.body ?? null,
        dispatcher: this.#agent.dispatcher,
        signal: control.signal,
      });
      this.tally.answered(req, control.signal.retried);
      const hooks: BodyGuardHooks = {
        bounds: this.bounds,
        control,
        maxBytes,
        // bind, not an arrow property: tsx would name a new function for every exchange.
        fail: this.#failure.bind(this, req, control),
        done: this.#recordSuccess,
      };
      return { response, hooks, startedAtMs };
    } catch (cause) {
      control.dispose();
      throw this.#failure(req, control, cause);
    }
  }

  /**
   * The error for `cause` (or the `known` failure), recorded with the breaker when it is the
   * target's doing (or the proxy's), and in the tally: a ProxyError when the proxy failed.
   */
  #failure(req: OutgoingRequest, control: ExchangeControl, cause: unknown, known?: TransportFailure): Error {
    const reason = control.reason;
    if (reason?.kind === 'halt') return haltError(req, this.#halted, 'aborted');
    const timedOut = reason ? { kind: 'timeout' as const, detail: reason.detail } : undefined;
    const proxy = known || timedOut ? undefined : proxyFailure(cause, req.url, this.#proxy, this.bounds);
    const failure = proxy
      ? { kind: 'unreachable' as const, detail: proxy.detail }
      : (known ?? timedOut ?? classifyTransportError(cause, this.bounds));
    const error = proxy
      ? new ProxyError(
          redactor.redact(`unreachable: ${exchangeTarget(req)}: ${proxy.detail}`),
          { ...proxy, source: proxy.endpoint.source },
          { cause },
        )
      : failureError(req, failure, cause);
    // Retries before an answer head were counted when it came (`answered`).
    this.tally.failed(req, control.signal.responded ? [] : control.signal.retried, failure.kind);
    if (failure.kind) this.breaker.recordFailure(failure.kind, error.message);
    return error;
  }
}
