/**
 * At most `size` generated cases under way at once, started first come, first served: the
 * property tests of one `TestGroup` share one, so their cases keep the order of the tests and
 * never more than `--concurrency` of them (A6) are in flight. Made per run (by a `TestGroup` or
 * a property run), never shared between runs. The client's scheduler bounds the requests
 * themselves; this bounds the cases, each of which may send several (a bulk file: submit, poll,
 * fetch).
 *
 * A task resumes in the async context of the caller of `run` (not of the task that freed its
 * slot), so the findings of its exchanges go to the test that queued it (`RunFindings`).
 */
export class CasePool {
  /** Most tasks under way at once (at least 1). */
  readonly size: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  /** A pool of `size` slots; a size below 1 (or not a number) is taken as 1. */
  constructor(size: number) {
    this.size = Number.isFinite(size) ? Math.max(1, Math.floor(size)) : 1;
  }

  /** Runs `task` once a slot is free (slots are handed out in the order `run` was called); its result or rejection is passed on. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.size) this.#running += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
