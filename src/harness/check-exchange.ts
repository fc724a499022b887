import { EXCHANGE_CHECKS } from '../checks/index.ts';
import type { Exchange } from '../client/types.ts';
import { verdictUnderMode } from './assumption-outcome.ts';
import type { RunContext } from './run-context.ts';

/**
 * Runs every check of EXCHANGE_CHECKS on `exchange`, judges each verdict under the assumption
 * mode, and adds the rule outcomes to the run's current findings (the running rule test's, else
 * the setup's); the failures are queued there too, for `ruleIt` to report once the test's own body has passed.
 */
export function checkExchange(run: RunContext, exchange: Exchange): void {
  const findings = run.findings.current;
  for (const check of EXCHANGE_CHECKS) {
    for (const verdict of check.judge(exchange)) {
      const { outcome, failure } = verdictUnderMode(run.assumptions, verdict, exchange);
      if (outcome) findings.add(outcome);
      if (failure) run.findings.raise(failure);
    }
  }
}
