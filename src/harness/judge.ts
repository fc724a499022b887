import { ruleById } from '../rules/catalogue.ts';
import { runContext } from './run-context.ts';
import { ConformanceFailure } from '../checks/conformance-failure.ts';
import type { OutgoingRequest } from '../client/types.ts';

/**
 * Judges rule `ruleId` once and records the outcome in the run's ledger under the running test.
 * Returns the ConformanceFailure when the rule is broken and counts as a failure; undefined when
 * it holds, or when it is an assumption-based rule under `--assumptions warn` (recorded as a
 * warning) or `off` (not recorded). Never throws for a broken rule.
 * @throws UnknownRuleError when the catalogue has no such rule.
 */
export function judgeRule(
  ruleId: string,
  holds: boolean,
  received: string,
  documented: string,
  replay?: { readonly request: OutgoingRequest },
): ConformanceFailure | undefined {
  const rule = ruleById(ruleId);
  const { ledger, assumptions, testState } = runContext();
  if (rule.level === 'assumed' && assumptions === 'off') return undefined;
  const test = testState.current;
  if (holds) {
    ledger.record({ ruleId, outcome: 'passed', test });
    return undefined;
  }
  const failure = new ConformanceFailure(ruleId, received, documented, replay);
  if (rule.level === 'assumed' && assumptions === 'warn') {
    ledger.record({ ruleId, outcome: 'warned', test, detail: failure.message });
    return undefined;
  }
  ledger.record({ ruleId, outcome: 'failed', test, detail: failure.message });
  return failure;
}
