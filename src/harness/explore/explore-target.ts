import type { Exchange } from '../../client/types.ts';
import type { VopClient } from '../../client/vop-client.ts';
import type { RunContext } from '../run-context.ts';
import type { ExploreClient, ExploreStep } from './explore-step.ts';

/** One exchange of a sequence: the number (1-based) of the step that made it, its client, the exchange. */
export interface SequenceExchange {
  readonly step: number;
  readonly client: ExploreClient;
  readonly exchange: Exchange;
}

/** A step that cannot be sent: the budget is spent, or it needs what the run lacks (the limited client). */
export class StepSkipped extends Error {
  override name = 'StepSkipped';
}

/**
 * The target side of an exploration: the run, the request budget, and the exchanges of the
 * sequence under way (each request the run's clients complete while the exploration is on, token
 * requests and retries included), for its curl lines. Made once per exploration by `explore`.
 */
export class ExploreTarget {
  readonly run: RunContext;
  /** Most requests the exploration may make, shrinking included. */
  readonly budget: number;
  #spent = 0;
  #active = false;
  #sequence: SequenceExchange[] = [];
  /** The steps of the sequence under way, in the order run (a command whose check failed is not among them). */
  steps: ExploreStep[] = [];

  /**
   * Listens to the run's clients (every exchange they complete while the exploration is on is
   * counted against `budget` and logged for the sequence under way).
   */
  constructor(run: RunContext, budget: number) {
    this.run = run;
    this.budget = budget;
    const hear = (client: ExploreClient) => (exchange: Exchange) => {
      if (!this.#active) return;
      this.#spent += 1;
      this.#sequence.push({ step: this.steps.length, client, exchange });
    };
    run.client.onExchange(hear('full'));
    run.limitedClient?.onExchange(hear('limited'));
  }

  /** Requests made so far. */
  get spent(): number {
    return this.#spent;
  }

  /** Requests left of the budget (0 when spent). */
  get left(): number {
    return Math.max(0, this.budget - this.#spent);
  }

  /** Counts and logs the clients' exchanges from now on (false: no longer). */
  listen(on: boolean): void {
    this.#active = on;
  }

  /** Starts the log of a new sequence: its exchanges and its steps. */
  newSequence(): void {
    this.#sequence = [];
    this.steps = [];
  }

  /** The exchanges of the sequence under way, each with its step and client. */
  numbered(): readonly SequenceExchange[] {
    return [...this.#sequence];
  }

  /** The exchanges of the sequence under way so far. */
  get sequence(): readonly Exchange[] {
    return this.#sequence.map((e) => e.exchange);
  }

  /**
   * The client a step names.
   * @throws StepSkipped for the limited client when no limited credential is configured (A5).
   */
  client(which: ExploreClient): VopClient {
    if (which === 'full') return this.run.client;
    if (!this.run.limitedClient) throw new StepSkipped('no limited-scope credential (VOP_LIMITED_API_KEY)');
    return this.run.limitedClient;
  }

  /**
   * Throws StepSkipped when fewer than `requests` are left of the budget: a step is sent whole or
   * not at all.
   */
  reserve(requests: number): void {
    if (this.left < requests) throw new StepSkipped('the request budget is spent');
  }
}
