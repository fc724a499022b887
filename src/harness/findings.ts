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
  readonly #failureListeners: ((failure: ConformanceFailure) => void)[] = [];

  /** The findings the checks on an exchange report to, from where the exchange was started. */
  get current(): TestFindings {
    return this.#running.getStore() ?? this.setup;
  }

  /**
   * Adds `listener` to every later failure of a rule judged `failed` on an exchange: those the
   * checks raise and those that end a rule test (`exchanges.har` names the entry each replays).
   */
  onFailure(listener: (failure: ConformanceFailure) => void): void {
    this.#failureListeners.push(listener);
  }

  /** Queues `failure` (a check's, on an exchange) on the current findings, and tells the listeners. */
  raise(failure: ConformanceFailure): void {
    this.current.raise(failure);
    this.failed(failure);
  }

  /** Tells the listeners of `failure` (judged `failed`), without queuing it anywhere. */
  failed(failure: ConformanceFailure): void {
    for (const listener of this.#failureListeners) listener(failure);
  }

  /** Runs `body` (a rule test's body) with every finding made in its async context going to `test`. */
  within<T>(test: TestFindings, body: () => T): T {
    return this.#running.run(test, body);
  }
}
