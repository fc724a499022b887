import { expectStatus } from '../../checks/expect-status.ts';
import { RateLimited } from '../../checks/not-judged.ts';
import { EXCHANGE_CHECKS } from '../../checks/index.ts';
import { tokenBearerAccepted } from '../../checks/token-bearer-accepted.ts';
import type { Exchange } from '../../client/types.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import { failureUnderMode, verdictUnderMode } from '../assumption-outcome.ts';
import { ConformanceFailure } from '../../checks/conformance-failure.ts';
import type { RunContext } from '../run-context.ts';

/**
 * Throws the first failure the checks on every exchange (`EXCHANGE_CHECKS` of src/checks) find in
 * `exchanges`, as it counts under the run's assumption mode; the same verdicts the run's ledger
 * gets from `checkExchange`, here thrown so that the sequence that broke a rule is shrunk.
 * @throws ConformanceFailure of the broken check's rule.
 */
export function throwEveryCheck(run: RunContext, exchanges: readonly Exchange[]): void {
  for (const exchange of exchanges) {
    for (const check of EXCHANGE_CHECKS) {
      for (const verdict of check.judge(exchange)) {
        const { failure } = verdictUnderMode(run.assumptions, verdict, exchange);
        if (failure) throw failure;
      }
    }
  }
}

/**
 * Throws `failure` when it counts as one under the run's assumption mode (an assumption-based
 * rule under `warn` or `off` does not stop a sequence).
 * @throws ConformanceFailure.
 */
export function throwCounted(run: RunContext, failure: ConformanceFailure | undefined): void {
  if (failure && failureUnderMode(run.assumptions, failure).failure) throw failure;
}

/**
 * Runs `judge` (a judge of src/checks that throws) and rethrows its failure only when it counts
 * under the run's assumption mode.
 * @throws ConformanceFailure, RateLimited as `judge` does.
 */
export function judgedUnderMode(run: RunContext, judge: () => void): void {
  try {
    judge();
  } catch (error) {
    if (error instanceof ConformanceFailure) {
      throwCounted(run, error);
      return;
    }
    throw error;
  }
}

/**
 * A request the model says must be served, with a token the run's client was issued: a 401 or
 * 403 breaks token-bearer-accepted (Authentication 4) before the operation's own rule; any other
 * status not in `statuses` breaks `ruleId`.
 * @throws ConformanceFailure; RateLimited on a 429 after every retry (A6).
 */
export function expectServed(
  run: RunContext,
  ruleId: RuleId,
  exchange: Exchange,
  statuses: readonly number[],
  documented: string,
): void {
  expectTokenTaken(run, exchange);
  judgedUnderMode(run, () => expectStatus(ruleId, exchange, statuses, documented));
}

/**
 * The answer to a request the model says must be served, before the operation's own rule: not
 * refused for its token (token-bearer-accepted, Authentication 4), not a 429 after every retry.
 * @throws ConformanceFailure of token-bearer-accepted; RateLimited (A6).
 */
export function expectTokenTaken(run: RunContext, exchange: Exchange): void {
  throwCounted(run, tokenBearerAccepted(exchange, 'in an explored sequence'));
  if (exchange.response.status === 429) throw new RateLimited('the target answered 429 after every retry');
}
