import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import type { ConformanceFailure } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';
import { EXCHANGE_CHECKS } from './index.ts';
import { verdictFailure } from './verdict-failure.ts';

/**
 * The verdicts of rule `ruleId` that the checks on every exchange (`EXCHANGE_CHECKS`) give
 * `exchange`, in the checks' order; empty when no check applies to it (e.g. an X-Request-Id echo
 * on a request that carried none).
 */
export function exchangeRuleVerdicts(ruleId: RuleId, exchange: Exchange): Verdict[] {
  return EXCHANGE_CHECKS.filter((c) => c.rules.includes(ruleId)).flatMap((c) =>
    c.judge(exchange).filter((v) => v.ruleId === ruleId),
  );
}

/**
 * Rule `ruleId` judged on one `exchange` by the checks on every exchange, as a test of that rule
 * asks for it by name: the first broken verdict as a ConformanceFailure replaying `exchange`;
 * undefined when every verdict holds or none applies (see `exchangeRuleVerdicts`).
 */
export function exchangeRuleFailure(ruleId: RuleId, exchange: Exchange): ConformanceFailure | undefined {
  const broken = exchangeRuleVerdicts(ruleId, exchange).find((v) => !v.holds);
  return broken && verdictFailure(broken, exchange);
}
