/**
 * Why the client itself cut an exchange short: a limit of its own (`timeout`: the whole-exchange
 * time or the transfer-rate floor), or the transport halted (deadline passed, breaker open).
 */
export type CutReason = { readonly kind: 'timeout'; readonly detail: string } | { readonly kind: 'halt' };

/**
 * The abort signal of one exchange: fires after `timeoutMs` (ms), when `halt` fires, or on
 * `cut()`; `reason` says which. `dispose()` once the exchange is over (clears the timer and
 * the link to `halt`, so a long run does not pile up listeners).
 */
export class ExchangeControl {
  readonly #controller = new AbortController();
  readonly #halt: AbortSignal;
  readonly #timer: NodeJS.Timeout;
  #reason: CutReason | undefined;
  readonly #onHalt = (): void => {
    this.cut({ kind: 'halt' });
  };

  constructor(timeoutMs: number, halt: AbortSignal) {
    this.#halt = halt;
    this.#timer = setTimeout(() => {
      this.cut({ kind: 'timeout', detail: `exchange took over ${timeoutMs} ms` });
    }, timeoutMs).unref();
    halt.addEventListener('abort', this.#onHalt, { once: true });
    if (halt.aborted) this.cut({ kind: 'halt' });
  }

  /** The signal undici honours (request and body). */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why the exchange was cut, or undefined when it was not. */
  get reason(): CutReason | undefined {
    return this.#reason;
  }

  /** Aborts the exchange for `reason` (the first reason wins). */
  cut(reason: CutReason): void {
    if (this.#reason) return;
    this.#reason = reason;
    this.#controller.abort(new Error(reason.kind === 'halt' ? 'halted' : reason.detail));
  }

  /** Ends the timer and the link to the halt signal. Idempotent. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#halt.removeEventListener('abort', this.#onHalt);
  }
}
