import type { Exchange } from '../client/types.ts';
import { runContext } from './run-context.ts';
import { EXCHANGE_CHECKS } from '../checks/exchange-checks.ts';
import { judgeRule } from './judge.ts';

/**
 * Runs every check of EXCHANGE_CHECKS on `exchange`, records each verdict in the ledger, and
 * queues the failures on the running test (`ruleIt` reports them when the test's own checks hold).
 */
export function checkExchange(exchange: Exchange): void {
  const { testState } = runContext();
  for (const check of EXCHANGE_CHECKS) {
    for (const verdict of check.judge(exchange)) {
      const failure = judgeRule(
        verdict.ruleId,
        verdict.holds,
        verdict.received,
        verdict.documented,
        exchange,
      );
      if (failure) testState.pending.push(failure);
    }
  }
}
