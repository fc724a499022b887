import { exchangeRuleVerdicts } from '../checks/exchange-rule.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { expectVerdict } from './expect.ts';
import { NotJudged } from './not-judged.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Judges rule `ruleId` on `exchange` inside the rule test `t` by the one judge the checks on every
 * exchange have for it (`exchangeRuleVerdicts`, src/checks/exchange-rule.ts), as `expectVerdict`
 * counts it under the assumption mode: its first broken verdict, else its first.
 * @throws ConformanceFailure (replaying `exchange`'s request) when the rule is broken and counts as a failure.
 * @throws NotJudged when no check judges `ruleId` on `exchange` (e.g. not a 200 of its operation).
 */
export function expectExchangeRule(t: RuleTest, ruleId: RuleId, exchange: Exchange): void {
  const verdicts = exchangeRuleVerdicts(ruleId, exchange);
  const verdict = verdicts.find((v) => !v.holds) ?? verdicts[0];
  if (!verdict) throw new NotJudged(`no check judges ${ruleId} on this exchange`);
  expectVerdict(t, verdict, exchange);
}
