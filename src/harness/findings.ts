import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConformanceFailure } from '../checks/conformance-failure.ts';
import type { Observed, RuleOutcome } from './ledger.ts';

/**
 * What one rule test (or the setup around the tests: hooks, and anything between tests) found,
 * in the order found: rule outcomes and observations, until the runner's ledger listener takes
 * them; and the failures the checks on its exchanges raised, which `ruleIt` reports once the
 * test's own body has passed.
 */
export class TestFindings {
  /** The rule ids of the test these findings belong to; empty for the set-up's (`exchanges.har`). */
  readonly ruleIds: readonly string[];
  readonly #outcomes: RuleOutcome[] = [];
  readonly #observations: Observed[] = [];
  readonly #checkFailures: ConformanceFailure[] = [];

  /** `ruleIds`: the rule ids of the test (none for the run's set-up). */
  constructor(ruleIds: readonly string[] = []) {
    this.ruleIds = ruleIds;
  }

  /** Adds the outcome of one judgement of a rule (the test's own rule or another). */
  add(outcome: RuleOutcome): void {
    this.#outcomes.push(outcome);
  }

  /** Adds an observation: what the target did where the spec files leave a choice open. */
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
 * Where the checks on every exchange of a run put what they find: the findings of the rule test
 * whose body started the exchange (carried by the exchange's async context, so an exchange that
 * ends after its test was cut short still reports to that test), else `setup`'s (hooks, and
 * anything started outside a rule test's body).
 */
export class RunFindings {
  /** Findings made outside a rule test's body: in hooks, or between tests. */
  readonly setup = new TestFindings();
  readonly #running = new AsyncLocalStorage<TestFindings>();

  /** The findings the checks on an exchange report to, from where the exchange was started. */
  get current(): TestFindings {
    return this.#running.getStore() ?? this.setup;
  }

  /** Runs `body` (a rule test's body) with every finding made in its async context going to `test`. */
  within<T>(test: TestFindings, body: () => T): T {
    return this.#running.run(test, body);
  }
}
