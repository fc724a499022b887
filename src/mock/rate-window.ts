/**
 * The mock's rate limit (A6: a provider may answer 429 with Retry-After): at most `limit`
 * requests admitted in any one second, a sliding window over the times requests were admitted.
 * Times are ms on the caller's clock. A limit of 0 or less admits everything.
 */
export class RateWindow {
  readonly #limit: number;
  readonly #admitted: number[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** True when a request arriving at `nowMs` is admitted (and counted); false: answer 429. */
  admit(nowMs: number): boolean {
    if (this.#limit <= 0) return true;
    while (this.#admitted.length > 0 && (this.#admitted[0] ?? nowMs) <= nowMs - 1000) this.#admitted.shift();
    if (this.#admitted.length >= this.#limit) return false;
    this.#admitted.push(nowMs);
    return true;
  }
}
