import { Client, type Dispatcher } from 'undici';
import { ProxyTunnelError, type ProxyTunnelFailure } from '../errors.ts';

/**
 * Consecutive failed CONNECT tunnels to one target through one proxy after which the failure is
 * final: the transport's own retries (2, so 3 attempts for one exchange) fit within it.
 */
export const TUNNEL_ATTEMPT_LIMIT = 3;

/** Error codes of a proxy connection that ended before the CONNECT was answered. */
const CLOSED_CODES: ReadonlySet<string> = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** How one CONNECT is made: undici's own `Client.connect`, promise form. */
type Connect = (options: Dispatcher.ConnectOptions) => Promise<Dispatcher.ConnectData>;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Counts the CONNECT tunnels a run asks its forward proxies for, and keeps undici 7's ProxyAgent
 * from looping on a proxy that closes a CONNECT without answering it (nodejs/undici#3897, fixed
 * by PR #5441 in undici 8, which needs Node ≥ 22.19): undici's client takes that socket error for
 * a connection lost and connects again at once, without end. Through {@link clientFactory} every
 * CONNECT is bounded by `timeoutMs` (ms) and a closed or unanswered one is turned into a
 * {@link ProxyTunnelError}, which undici fails the request with. After `limit` consecutive
 * failures to one target through one proxy, the error is final and later tunnels to it fail at
 * once, without asking the proxy; a tunnel opened (200) starts the count again. `halt()` aborts
 * every CONNECT in flight and refuses new ones: an interrupted run does not wait for a proxy.
 */
export class TunnelGuard {
  readonly #timeoutMs: number;
  readonly #limit: number;
  /** Consecutive failures, and the last one's kind, by `proxy origin + target`. */
  readonly #failures = new Map<string, { count: number; failure: ProxyTunnelFailure }>();
  /** CONNECTs sent, by target (`host:port`). */
  readonly #attempts = new Map<string, number>();
  readonly #halt = new AbortController();

  constructor(timeoutMs: number, limit: number = TUNNEL_ATTEMPT_LIMIT) {
    this.#timeoutMs = timeoutMs;
    this.#limit = limit;
  }

  /** The CONNECTs sent to the proxies for `target` (`host:port`) so far. */
  attempts(target: string): number {
    return this.#attempts.get(target) ?? 0;
  }

  /** Aborts every CONNECT in flight; later ones fail at once (undici's abort error, not counted). */
  halt(): void {
    this.#halt.abort(new Error('the transport halted'));
  }

  /**
   * undici's ProxyAgent `clientFactory` (EnvHttpProxyAgent passes it on): the client to the proxy
   * at `origin`, built with undici's `options`, whose CONNECTs go through {@link open}.
   */
  readonly clientFactory = (origin: URL, options: object): Dispatcher =>
    new GuardedProxyClient(origin, options, this);

  /**
   * Sends the CONNECT `options` (its `path` is the target, `host:port`) to the proxy at `proxy`
   * with `connect`, within the tunnel timeout.
   * @throws ProxyTunnelError when the proxy closes the connection before answering, does not
   * answer in time, or the failures to this target already reached the limit (then at once).
   * Any other error of `connect` (no connection to the proxy, an abort) is rethrown as it is.
   */
  async open(
    proxy: string,
    options: Dispatcher.ConnectOptions,
    connect: Connect,
  ): Promise<Dispatcher.ConnectData> {
    const target = options.path;
    const key = `${proxy} ${target}`;
    const before = this.#failures.get(key);
    if (before !== undefined && before.count >= this.#limit)
      throw this.#error(target, before.failure, before.count, 'not attempted again');
    this.#halt.signal.throwIfAborted();
    this.#attempts.set(target, this.attempts(target) + 1);
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const given = options.signal instanceof AbortSignal ? [options.signal] : [];
    const signal = AbortSignal.any([timeout, this.#halt.signal, ...given]);
    try {
      const data = await connect({ ...options, signal });
      if (data.statusCode === 200) this.#failures.delete(key);
      return data;
    } catch (error) {
      const failure: ProxyTunnelFailure | undefined =
        timeout.aborted && !this.#halt.signal.aborted
          ? 'timeout'
          : CLOSED_CODES.has(codeOf(error)) && !signal.aborted
            ? 'closed'
            : undefined;
      if (failure === undefined) throw error;
      const count = (before?.count ?? 0) + 1;
      this.#failures.set(key, { count, failure });
      throw this.#error(target, failure, count, `attempt ${count} of ${this.#limit}`, error);
    }
  }

  #error(target: string, failure: ProxyTunnelFailure, count: number, note: string, cause?: unknown): Error {
    const what =
      failure === 'timeout'
        ? `no answer to CONNECT ${target} within ${this.#timeoutMs} ms`
        : `the proxy closed the connection without answering CONNECT ${target}`;
    return new ProxyTunnelError(
      `${what} (${note})`,
      { target, failure, attempts: count, final: count >= this.#limit },
      cause === undefined ? undefined : { cause },
    );
  }
}

/** undici's Client to a proxy, whose `connect` (what ProxyAgent sets a tunnel up with) goes through a TunnelGuard. */
class GuardedProxyClient extends Client {
  readonly #guard: TunnelGuard;
  readonly #origin: string;

  constructor(origin: URL, options: Client.Options, guard: TunnelGuard) {
    super(origin, options);
    this.#guard = guard;
    this.#origin = origin.origin;
  }

  override connect<TOpaque = null>(
    options: Dispatcher.ConnectOptions<TOpaque>,
    callback: (err: Error | null, data: Dispatcher.ConnectData<TOpaque>) => void,
  ): void;
  override connect<TOpaque = null>(
    options: Dispatcher.ConnectOptions<TOpaque>,
  ): Promise<Dispatcher.ConnectData<TOpaque>>;
  override connect<TOpaque = null>(
    options: Dispatcher.ConnectOptions<TOpaque>,
    callback?: (err: Error | null, data: Dispatcher.ConnectData<TOpaque>) => void,
  ): Promise<Dispatcher.ConnectData<TOpaque>> | undefined {
    const opened = this.#guard.open(this.#origin, options as Dispatcher.ConnectOptions, (o) =>
      super.connect(o),
    ) as Promise<Dispatcher.ConnectData<TOpaque>>;
    if (callback === undefined) return opened;
    opened.then(
      (data) => callback(null, data),
      (error: unknown) => callback(error as Error, undefined as unknown as Dispatcher.ConnectData<TOpaque>),
    );
    return undefined;
  }
}
