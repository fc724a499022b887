import type { Verdict } from '../checks/exchange-check.ts';
import type { Exchange } from '../client/types.ts';
import { verdictUnderMode } from './assumption-outcome.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Counts `verdict` (a judge's of src/checks, never one written by the caller) inside the rule test
 * `t` under the assumption mode (assumptions.md: `enforce`, `warn`, `off`). A held rule and a
 * broken assumption-based rule under `--assumptions warn` are recorded as outcomes in the test's
 * findings (and the test goes on); a broken rule that counts as a failure is thrown (and `ruleIt`
 * records it); under `off` an assumption-based rule is not judged.
 * @throws ConformanceFailure (replaying `exchange`'s request) when the rule is broken and counts as a failure.
 * @throws UnknownRuleError when the catalogue has no rule of the verdict's id.
 */
export function expectVerdict(t: RuleTest, verdict: Verdict, exchange?: Exchange): void {
  const { outcome, failure } = verdictUnderMode(t.run.assumptions, verdict, exchange);
  if (failure) throw failure;
  if (outcome) t.record.findings.add(outcome);
}
