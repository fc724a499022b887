import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { verdictUnderMode } from './assumption-outcome.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Judges rule `ruleId` inside the rule test `t` under the assumption mode: `holds` is what the
 * test found. A held rule and a broken assumption-based rule under `--assumptions warn` are
 * recorded as outcomes in the test's findings (and the test goes on); a broken rule that counts as a failure is thrown (and
 * `ruleIt` records it); under `off` an assumption-based rule is not judged.
 * @throws ConformanceFailure (replaying `exchange`'s request) when the rule is broken and counts as a failure.
 */
export function expectRule(
  t: RuleTest,
  ruleId: RuleId,
  holds: boolean,
  received: string,
  documented: string,
  exchange?: Exchange,
): void {
  const verdict = { ruleId, holds, received, documented };
  const { outcome, failure } = verdictUnderMode(t.run.assumptions, verdict, exchange);
  if (failure) throw failure;
  if (outcome) t.record.findings.add(outcome);
}
