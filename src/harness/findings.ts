import type { ConformanceFailure } from '../checks/conformance-failure.ts';
import type { Observed, RuleOutcome } from './ledger.ts';

/**
 * What one rule test (or the setup around the tests: hooks, and anything between tests) found,
 * in the order found: rule outcomes and observations, until the runner's ledger listener takes
 * them; and the failures the checks on its exchanges raised, which `ruleIt` reports once the
 * test's own body has passed.
 */
export class TestFindings {
  readonly #outcomes: RuleOutcome[] = [];
  readonly #observations: Observed[] = [];
  readonly #checkFailures: ConformanceFailure[] = [];

  add(outcome: RuleOutcome): void {
    this.#outcomes.push(outcome);
  }

  observe(observed: Observed): void {
    this.#observations.push(observed);
  }

  /** Queues a failure a check raised on one of the test's exchanges (its outcome is added apart). */
  raise(failure: ConformanceFailure): void {
    this.#checkFailures.push(failure);
  }

  /** The failures the checks raised so far. */
  get checkFailures(): readonly ConformanceFailure[] {
    return this.#checkFailures;
  }

  /** Everything found so far, in order; leaves this empty. */
  take(): { outcomes: RuleOutcome[]; observations: Observed[] } {
    this.#checkFailures.length = 0;
    return { outcomes: this.#outcomes.splice(0), observations: this.#observations.splice(0) };
  }
}

/**
 * Where the checks on every exchange of a run put what they find: the running rule test's
 * findings while its body runs, else `setup`'s.
 */
export class RunFindings {
  /** Findings made outside a rule test's body: in hooks, or between tests. */
  readonly setup = new TestFindings();
  #running: TestFindings | undefined;

  /** The findings the checks report to now. */
  get current(): TestFindings {
    return this.#running ?? this.setup;
  }

  /** Sends the checks' findings to `test` (a rule test's body starts). */
  enter(test: TestFindings): void {
    this.#running = test;
  }

  /** Sends them to `setup` again, unless another test has entered since (`test`'s body ended, or mocha cut it short). */
  leave(test: TestFindings): void {
    if (this.#running === test) this.#running = undefined;
  }
}
