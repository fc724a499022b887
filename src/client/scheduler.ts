/**
 * The client's one rate limiter and concurrency pool (assumptions.md A6: the suite holds its
 * own request rate and concurrency under `--rate` and `--concurrency`). Every request to a
 * target goes through one shared Scheduler.
 */
export interface SchedulerBudget {
  /** Most requests started per second; 0 means unlimited. */
  readonly ratePerSecond: number;
  /** Most requests in flight at once (>= 1). */
  readonly concurrency: number;
}

/** Runs tasks under its budget (see {@link SchedulerBudget}); starts are spaced by 1000 / rate ms. */
/** The clock and the wait the scheduler paces with (ms); tests pass recording ones. */
export interface SchedulerTiming {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

const REAL_TIMING: SchedulerTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class Scheduler {
  readonly budget: SchedulerBudget;
  readonly #timing: SchedulerTiming;
  #inFlight = 0;
  #nextStartMs = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(budget: SchedulerBudget, timing: SchedulerTiming = REAL_TIMING) {
    this.budget = { ratePerSecond: budget.ratePerSecond, concurrency: Math.max(1, budget.concurrency) };
    this.#timing = timing;
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

  async #pace(): Promise<void> {
    if (this.budget.ratePerSecond <= 0) return;
    const now = this.#timing.now();
    const startAt = Math.max(now, this.#nextStartMs);
    this.#nextStartMs = startAt + 1000 / this.budget.ratePerSecond;
    if (startAt > now) await this.#timing.sleep(startAt - now);
  }
}
