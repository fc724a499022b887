import { EventEmitter } from 'node:events';

/**
 * Why the client itself cut an exchange short: a limit of its own (`timeout`: the whole-exchange
 * time or the transfer-rate floor), or the transport halted (deadline passed, breaker open).
 */
export type CutReason = { readonly kind: 'timeout'; readonly detail: string } | { readonly kind: 'halt' };

/**
 * The abort signal undici takes for one exchange: an EventEmitter with `aborted` and `reason`
 * that emits `abort` once (undici's documented `signal: AbortSignal | EventEmitter`). A plain
 * emitter, not an AbortController: an AbortSignal and its listeners cost several times more per
 * exchange, and nothing but undici listens.
 */
export class ExchangeSignal extends EventEmitter {
  aborted = false;
  /** The error undici rejects with once aborted. */
  reason: Error | undefined;
  /**
   * True once the response head arrived (set by the dispatcher's response mark, see
   * transport-retry.ts): from then on a broken connection is never retried.
   */
  responded = false;
  /** The error code of each retried attempt of this exchange, in order (`ECONNRESET`, …). */
  readonly retried: string[] = [];
}

/**
 * The exchanges in flight of one transport, so that `stop()` cuts them all at once (halt,
 * close). Once stopped, an exchange opened later is cut as it is made.
 */
export class ExchangeStop {
  readonly #inFlight = new Set<ExchangeControl>();
  #stopped = false;

  /** True once `stop()` was called. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** Cuts every exchange in flight, and every later one, for `halt`. Idempotent. */
  stop(): void {
    this.#stopped = true;
    for (const control of [...this.#inFlight]) control.cut({ kind: 'halt' });
  }

  /** Counts `control` in flight until it is disposed (called by ExchangeControl). */
  track(control: ExchangeControl): void {
    this.#inFlight.add(control);
  }

  /** `control` is over (called by ExchangeControl.dispose). */
  untrack(control: ExchangeControl): void {
    this.#inFlight.delete(control);
  }
}

/**
 * The abort signal of one exchange: fires after `timeoutMs` (ms), when `stop` stops, or on
 * `cut()`; `reason` says which. `dispose()` once the exchange is over (clears the timer and
 * the link to `stop`, so a long run does not pile up exchanges).
 */
export class ExchangeControl {
  readonly #signal = new ExchangeSignal();
  readonly #stop: ExchangeStop;
  readonly #timer: NodeJS.Timeout;
  readonly #timeoutMs: number;
  #reason: CutReason | undefined;

  constructor(timeoutMs: number, stop: ExchangeStop) {
    this.#stop = stop;
    this.#timeoutMs = timeoutMs;
    this.#timer = setTimeout(onExchangeTimeout, timeoutMs, this).unref();
    stop.track(this);
    if (stop.stopped) this.cut({ kind: 'halt' });
  }

  /** The signal undici honours (request and body). */
  get signal(): ExchangeSignal {
    return this.#signal;
  }

  /** Why the exchange was cut, or undefined when it was not. */
  get reason(): CutReason | undefined {
    return this.#reason;
  }

  /** Aborts the exchange for `reason` (the first reason wins). */
  cut(reason: CutReason): void {
    if (this.#reason) return;
    this.#reason = reason;
    this.#signal.aborted = true;
    this.#signal.reason = new Error(reason.kind === 'halt' ? 'halted' : reason.detail);
    this.#signal.emit('abort');
  }

  /** The whole-exchange time ran out. */
  timedOut(): void {
    this.cut({ kind: 'timeout', detail: `exchange took over ${this.#timeoutMs} ms` });
  }

  /** Ends the timer and the link to the stop. Idempotent. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#stop.untrack(this);
  }
}

/** The timer callback of every exchange (one function, no closure per exchange). */
function onExchangeTimeout(control: ExchangeControl): void {
  control.timedOut();
}
