import { AUTO_RATE_SETTINGS, AutoRate, type AutoRateSettings } from './auto-rate.ts';

/**
 * The client's one rate limiter and concurrency pool (assumptions.md A6: the suite holds its
 * own request rate and concurrency under `--rate` and `--concurrency`). Every request to a
 * target goes through one shared Scheduler.
 */
export interface SchedulerBudget {
  /** Most requests started per second; 0 means unlimited; `auto` finds the provider's limit (see AutoRate). */
  readonly ratePerSecond: number | 'auto';
  /** Most requests in flight at once (>= 1). */
  readonly concurrency: number;
}

/**
 * The gap between two starts at `ratePerSecond`, ms: 1000 / rate, two percent longer and at
 * least 1 ms more (A6). Exactly 1000 / rate lets a one-second window hold rate + 1 starts, and
 * network jitter then brings the provider a request too many; with the margin, rate starts span
 * more than a second, so a provider enforcing the rate over any one-second window never answers
 * 429, while the suite still uses about 98 % of the budget.
 */
export function startGapMs(ratePerSecond: number): number {
  const exact = 1000 / ratePerSecond;
  return exact + Math.max(1, exact * 0.02);
}

/**
 * How much longer than one second `ceil(rate)` starts always span, ms: room for the network and
 * the provider's clock to shift arrivals by up to this much without `rate + 1` of them landing in
 * one second of the provider's window (A6). Costs at most 5 % of the budget.
 */
export const WINDOW_MARGIN_MS = 50;

/** The clock and the wait the scheduler paces with (ms); tests pass recording ones. */
export interface SchedulerTiming {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

const REAL_TIMING: SchedulerTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs tasks under its budget (see {@link SchedulerBudget}); starts are spaced by {@link startGapMs}. */
export class Scheduler {
  readonly budget: SchedulerBudget;
  /** The moving rate of `--rate auto`; undefined for a fixed rate. */
  readonly auto: AutoRate | undefined;
  readonly #timing: SchedulerTiming;
  #inFlight = 0;
  #nextStartMs = 0;
  /** Start times (ms) of the last `ceil(rate)` tasks, oldest first. */
  readonly #starts: number[] = [];
  readonly #waiting: Array<() => void> = [];

  constructor(
    budget: SchedulerBudget,
    timing: SchedulerTiming = REAL_TIMING,
    autoSettings: AutoRateSettings = AUTO_RATE_SETTINGS,
  ) {
    this.budget = { ratePerSecond: budget.ratePerSecond, concurrency: Math.max(1, budget.concurrency) };
    this.#timing = timing;
    this.auto = budget.ratePerSecond === 'auto' ? new AutoRate(timing.now(), autoSettings) : undefined;
  }

  /**
   * A 429 asked to wait `retryAfterMs` (A6): under `--rate auto` the rate is cut and no request
   * starts before the wait has passed; a fixed rate is left as it is (the request itself waits).
   */
  noteTooManyRequests(retryAfterMs: number): void {
    this.auto?.note429(this.#timing.now(), retryAfterMs);
  }

  /** Runs `task` once a concurrency slot is free and the rate allows another start. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      await this.#pace();
      return await task();
    } finally {
      this.#release();
    }
  }

  async #acquire(): Promise<void> {
    if (this.#inFlight < this.budget.concurrency) {
      this.#inFlight += 1;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#inFlight -= 1;
  }

  /**
   * Waits until the rate allows another start, then records it. Two bounds: starts stay
   * {@link startGapMs} apart, and a start comes at least one second and {@link WINDOW_MARGIN_MS}
   * after the `ceil(rate)`-th start before it, counted from when each really started: a late wake-up can
   * bunch starts, never put more than `rate` of them in one second.
   */
  async #pace(): Promise<void> {
    for (;;) {
      const rate = this.auto ? this.auto.rate : (this.budget.ratePerSecond as number);
      if (rate <= 0) return;
      const perWindow = Math.ceil(rate);
      const now = this.#timing.now();
      const windowStart =
        this.#starts.length >= perWindow ? this.#starts[this.#starts.length - perWindow] : undefined;
      const byRate = Math.max(
        this.#nextStartMs,
        windowStart === undefined ? 0 : windowStart + 1000 + WINDOW_MARGIN_MS,
      );
      const earliest = Math.max(byRate, this.auto?.pausedUntilMs ?? 0);
      if (earliest <= now) {
        this.#starts.push(now);
        while (this.#starts.length > perWindow) this.#starts.shift();
        this.#nextStartMs = now + startGapMs(rate);
        return;
      }
      if (byRate > now) this.auto?.noteWaited(now);
      await this.#timing.sleep(earliest - now);
    }
  }
}
