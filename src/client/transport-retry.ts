import type { Dispatcher, RetryHandler } from 'undici';
import { ProxyTunnelError } from '../errors.ts';
import { ExchangeSignal } from './exchange-control.ts';

/**
 * How the transport retries an exchange that broke before any response byte arrived, so that a
 * network hiccup is not blamed on a rule: at most `maxRetries` more attempts, the n-th after `firstWaitMs × factor^(n-1)` ms,
 * never more than `maxWaitMs`. undici's RetryAgent makes the attempts; this says which.
 */
export interface TransportRetryPolicy {
  readonly maxRetries: number;
  /** Wait before the first retry, ms. */
  readonly firstWaitMs: number;
  readonly factor: number;
  /** Longest wait before a retry, ms. */
  readonly maxWaitMs: number;
}

/** Default: 2 retries, after 250 ms and 500 ms. */
export const DEFAULT_TRANSPORT_RETRY: TransportRetryPolicy = {
  maxRetries: 2,
  firstWaitMs: 250,
  factor: 2,
  maxWaitMs: 2_000,
};

/**
 * Error codes of a connection reset or closed, or a timeout, before the response: what is
 * retried. Not a refused connection or an unknown host (an address to fix, not a blip), not an
 * answer that is not HTTP, and never our own abort (the exchange's time ran out, the run halted).
 */
export const RETRIED_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

/** The ExchangeSignal a request was made with (`request`'s `signal`, passed on in the dispatch options). */
function exchangeSignalOf(opts: object): ExchangeSignal | undefined {
  const { signal } = opts as { signal?: unknown };
  return signal instanceof ExchangeSignal ? signal : undefined;
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * undici's `retry` callback (RetryHandler) under `policy`: an attempt is retried when its error
 * code is in {@link RETRIED_CODES} (or it is a ProxyTunnelError not yet final), its exchange's signal (an ExchangeSignal) has not been
 * aborted and has seen no response head, and the retries are not spent. Every request of the
 * client is one whose repetition is harmless before any answer (token, GET, the single checks,
 * a 405 probe); a submission too, and its signal's `retried` says the provider may hold a
 * duplicate task. Each retry pushes its code to the signal's `retried` before the wait, which
 * an abort of the signal ends at once (then with the error: no retry).
 */
export function retryCallback(policy: TransportRetryPolicy): RetryHandler.RetryCallback {
  return (error, { state, opts }, callback) => {
    const signal = exchangeSignalOf(opts);
    const code = codeOf(error);
    if (
      signal === undefined ||
      signal.aborted ||
      signal.responded ||
      !(RETRIED_CODES.has(code) || (error instanceof ProxyTunnelError && !error.final)) ||
      state.counter > policy.maxRetries
    ) {
      callback(error);
      return;
    }
    signal.retried.push(code);
    const waitMs = Math.min(policy.firstWaitMs * policy.factor ** (state.counter - 1), policy.maxWaitMs);
    // The wait ends early when the exchange is aborted (a halt, an interrupted run): no retry then.
    const aborted = () => {
      clearTimeout(timer);
      callback(error);
    };
    const timer = setTimeout(() => {
      signal.off('abort', aborted);
      callback(signal.aborted ? error : null);
    }, waitMs);
    signal.once('abort', aborted);
  };
}

/** Forwards every event to `handler`, and marks the exchange's signal `responded` at the response head. */
class ResponseMark implements Dispatcher.DispatchHandler {
  readonly #handler: Dispatcher.DispatchHandler;
  readonly #signal: ExchangeSignal | undefined;

  constructor(handler: Dispatcher.DispatchHandler, signal: ExchangeSignal | undefined) {
    this.#handler = handler;
    this.#signal = signal;
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.#handler.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestUpgrade']>>[2],
    socket: Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestUpgrade']>>[3],
  ): void {
    this.#handler.onRequestUpgrade?.(controller, statusCode, headers, socket);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseStart']>>[2],
    statusMessage?: string,
  ): void {
    if (this.#signal) this.#signal.responded = true;
    this.#handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#handler.onResponseData?.(controller, chunk);
  }

  onResponseEnd(
    controller: Dispatcher.DispatchController,
    trailers: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseEnd']>>[1],
  ): void {
    this.#handler.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.#handler.onResponseError?.(controller, error);
  }
}

/**
 * An undici interceptor, composed outside the RetryAgent: it marks the exchange's signal
 * `responded` when the response head reaches the caller, so that {@link retryCallback} never
 * repeats a request once an answer began (undici's RetryHandler would resume a 2xx with a Range
 * request; the client wants the answer as it came, or none).
 */
export const markResponse: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (opts, handler) =>
  dispatch(opts, new ResponseMark(handler, exchangeSignalOf(opts)));
