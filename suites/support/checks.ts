import type { Exchange } from '../../src/client/types.ts';
import { ruleById } from '../../src/rules/catalogue.ts';
import { runContext } from '../../src/runner/context.ts';
import { ConformanceFailure } from './failure.ts';

/** The target answered 429 even after the client's retries (A6): the test can judge nothing. */
export class RateLimited extends Error {
  override name = 'RateLimited';
}

let currentTestTitle = '(outside a test)';

/** Names the running test for ledger entries of sub-rule checks (set by the root hook). */
export function setCurrentTest(title: string): void {
  currentTestTitle = title;
}

/**
 * Judges one rule on one exchange, inside a test of possibly another rule: records the outcome
 * in the ledger under `ruleId`; on a break throws a ConformanceFailure, except that a broken
 * assumption-based rule is only recorded as a warning (`--assumptions warn`) or ignored (`off`).
 */
export function checkRule(
  ruleId: string,
  holds: boolean,
  received: string,
  documented: string,
  exchange?: Exchange,
): void {
  const rule = ruleById(ruleId);
  const { ledger, assumptions } = runContext();
  if (rule.level === 'assumed' && assumptions === 'off') return;
  if (holds) {
    ledger.record({ ruleId, outcome: 'passed', test: currentTestTitle });
    return;
  }
  const failure = new ConformanceFailure(ruleId, received, documented, exchange);
  if (rule.level === 'assumed' && assumptions === 'warn') {
    ledger.record({ ruleId, outcome: 'warned', test: currentTestTitle, detail: failure.message });
    return;
  }
  ledger.record({ ruleId, outcome: 'failed', test: currentTestTitle, detail: failure.message });
  throw failure;
}
