import type { RuleResult } from '../harness/ledger.ts';

/**
 * Why a run stopped before its end, as its report names it: `interrupted`, `the deadline passed`,
 * `the circuit breaker opened`, `stopped after the first failure` (`--bail`), `the configuration
 * was wrong` (every submission got 404).
 */
export type StopText =
  | 'interrupted'
  | 'the deadline passed'
  | 'the circuit breaker opened'
  | 'stopped after the first failure'
  | 'the configuration was wrong';

/**
 * The per-rule table of a run that stopped early: every `not tested` rule without a reason of
 * its own (`not judged: … broke first`) gets `stop` as its reason, so each report says why it
 * was not reached (`not tested: interrupted`): an interrupted run never looks complete.
 */
export function markUnreached(results: readonly RuleResult[], stop: StopText): RuleResult[] {
  return results.map((result) =>
    result.status === 'not tested' && result.reason === undefined ? { ...result, reason: stop } : result,
  );
}
