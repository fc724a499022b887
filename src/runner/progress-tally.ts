import type Mocha from 'mocha';
import { ruleTestOf } from '../harness/rule-test.ts';
import type { ProgressFacts } from '../output/progress-text.ts';

/**
 * What the progress line needs, counted from mocha's events of one run: tests ended out of
 * mocha's total, the rules failed so far, the rule running now. `now` gives the time in ms (a
 * clock tests can set).
 */
export class ProgressTally {
  readonly #now: () => number;
  readonly #startedAt: number;
  #total = 0;
  #done = 0;
  #current: string | undefined;
  readonly #failed = new Set<string>();

  constructor(runner: Mocha.Runner, now: () => number) {
    this.#now = now;
    this.#startedAt = now();
    runner.once('start', () => {
      this.#total = runner.total;
    });
    runner.on('test', (test: Mocha.Test) => {
      this.#current = ruleTestOf(test)?.ruleId ?? test.title;
    });
    runner.on('test end', () => {
      this.#done += 1;
    });
    runner.on('fail', (runnable: Mocha.Runnable) => {
      const ruleId = ruleTestOf(runnable)?.ruleId;
      if (ruleId) this.#failed.add(ruleId);
    });
  }

  /** The run as it stands now. */
  snapshot(): ProgressFacts {
    const elapsedMs = this.#now() - this.#startedAt;
    const total = Math.max(this.#total, this.#done);
    return {
      done: this.#done,
      total,
      failedRules: this.#failed.size,
      current: this.#current,
      elapsedMs,
      remainingMs: this.#done === 0 ? undefined : (elapsedMs / this.#done) * (total - this.#done),
    };
  }
}
