/**
 * How `--rate auto` moves (assumptions.md A6: the suite holds its own rate; a provider that
 * answers 429 is waited for): additive increase, multiplicative decrease (AIMD).
 */
export interface AutoRateSettings {
  /** Requests per second at the start: conservative, under any sandbox's limit. */
  readonly startRate: number;
  /** Added to the rate after each second in which starts waited for the rate and no 429 came, requests/s. */
  readonly step: number;
  /** The step once a 429 has shown where the limit is: the rate creeps back towards it. */
  readonly stepAfter429: number;
  /** The rate is multiplied by this on a 429 (0-1). */
  readonly cut: number;
  /** Lowest and highest rate, requests/s. */
  readonly floor: number;
  readonly ceiling: number;
}

/**
 * Defaults: start at 5 requests/s and add 2 each busy second without a 429 (a 30/s limit is
 * reached within about 13 s); on a 429 keep 70 % of the rate and then add 0.5 each second, so
 * the rate stays between 70 % and 100 % of the limit found; never under 1 or over 200.
 */
export const AUTO_RATE_SETTINGS: AutoRateSettings = {
  startRate: 5,
  step: 2,
  stepAfter429: 0.5,
  cut: 0.7,
  floor: 1,
  ceiling: 200,
};

/** Where `--rate auto` went: its start, where it ended, and what the 429s showed. */
export interface AutoRateSummary {
  readonly startRate: number;
  /** The rate in effect at the end, requests/s. */
  readonly finalRate: number;
  /** The rate the run settled on: its time-weighted mean since the first 429, else the final rate. */
  readonly settledRate: number;
  /** The rate at the first 429, requests/s; undefined when none came. */
  readonly firstLimitAt: number | undefined;
  /** How many 429s cut the rate. */
  readonly cuts: number;
}

/**
 * The rate of `--rate auto` (A6): it rises by a step after each second in which the suite wanted
 * more than the rate allowed and no 429 came, and on a 429 it is cut and every start pauses until
 * the `Retry-After` has passed. Times are ms on the caller's clock. One per run (the scheduler's).
 */
export class AutoRate {
  readonly #settings: AutoRateSettings;
  #rate: number;
  #changedAtMs: number;
  #pausedUntilMs = 0;
  #firstLimitAt: number | undefined;
  #lastCutMs: number | undefined;
  #cuts = 0;
  /** Integral of the rate over time since the first 429 (requests), and its start, ms. */
  #area = 0;
  #areaFromMs: number | undefined;
  #areaToMs = 0;

  constructor(nowMs: number, settings: AutoRateSettings = AUTO_RATE_SETTINGS) {
    this.#settings = settings;
    this.#rate = settings.startRate;
    this.#changedAtMs = nowMs;
  }

  /** The rate now, requests/s. */
  get rate(): number {
    return this.#rate;
  }

  /** No request may start before this time, ms (a 429's Retry-After). */
  get pausedUntilMs(): number {
    return this.#pausedUntilMs;
  }

  /**
   * A start had to wait for the rate (not for a pause) at `nowMs`: the suite wants more, so the
   * rate rises by a step when it has held for a second (and the pause, if any, is over).
   */
  noteWaited(nowMs: number): void {
    if (nowMs - this.#changedAtMs < 1000 || nowMs < this.#pausedUntilMs) return;
    const step = this.#firstLimitAt === undefined ? this.#settings.step : this.#settings.stepAfter429;
    this.#set(Math.min(this.#settings.ceiling, this.#rate + step), nowMs);
  }

  /**
   * A 429 arrived at `nowMs` asking to wait `retryAfterMs`: every start pauses until then, and
   * the rate is cut, once per second at most (the requests in flight when the limit was hit
   * answer 429 together: one event, not several).
   */
  note429(nowMs: number, retryAfterMs: number): void {
    this.#pausedUntilMs = Math.max(this.#pausedUntilMs, nowMs + retryAfterMs);
    if (this.#lastCutMs !== undefined && nowMs - this.#lastCutMs < 1000) return;
    this.#lastCutMs = nowMs;
    this.#firstLimitAt ??= this.#rate;
    this.#cuts += 1;
    this.#areaFromMs ??= nowMs;
    this.#set(Math.max(this.#settings.floor, this.#rate * this.#settings.cut), nowMs);
  }

  /** Where the rate went, up to `nowMs`. */
  summary(nowMs: number): AutoRateSummary {
    const from = this.#areaFromMs;
    const span = from === undefined ? 0 : nowMs - from;
    const area = this.#area + this.#rate * Math.max(0, nowMs - Math.max(this.#areaToMs, from ?? nowMs));
    return {
      startRate: this.#settings.startRate,
      finalRate: round(this.#rate),
      settledRate: round(span > 0 ? area / span : this.#rate),
      firstLimitAt: this.#firstLimitAt === undefined ? undefined : round(this.#firstLimitAt),
      cuts: this.#cuts,
    };
  }

  #set(rate: number, nowMs: number): void {
    if (this.#areaFromMs !== undefined) {
      const since = Math.max(this.#areaToMs, this.#areaFromMs);
      this.#area += this.#rate * Math.max(0, nowMs - since);
      this.#areaToMs = nowMs;
    }
    this.#rate = rate;
    this.#changedAtMs = nowMs;
  }
}

function round(rate: number): number {
  return Math.round(rate * 10) / 10;
}
