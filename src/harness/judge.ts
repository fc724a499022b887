import type { Verdict } from '../checks/index.ts';
import { ConformanceFailure } from '../checks/conformance-failure.ts';
import type { OutgoingRequest } from '../client/types.ts';
import type { AssumptionMode } from '../rules/assumption-mode.ts';
import { ruleById } from '../rules/catalogue.ts';
import type { RuleOutcome } from './ledger.ts';

/**
 * A rule judged under the assumption mode: the outcome to record (none for an assumption-based
 * rule under `off`), and the failure when a break counts as one (not for an assumption-based rule
 * under `warn`, whose outcome is `warned`).
 */
export interface Judgement {
  readonly outcome?: RuleOutcome;
  readonly failure?: ConformanceFailure;
}

/**
 * Judges `failure` (a rule the target broke) under `assumptions`.
 * @throws UnknownRuleError when the catalogue has no rule of that id.
 */
export function judgeFailure(assumptions: AssumptionMode, failure: ConformanceFailure): Judgement {
  const rule = ruleById(failure.ruleId);
  if (rule.level === 'assumed' && assumptions === 'off') return {};
  if (rule.level === 'assumed' && assumptions === 'warn')
    return { outcome: { ruleId: rule.id, outcome: 'warned', detail: failure.message } };
  return { outcome: { ruleId: rule.id, outcome: 'failed', detail: failure.message }, failure };
}

/**
 * Judges `verdict` (a check's, or a test's own) under `assumptions`: `passed` when the rule
 * holds, else as `judgeFailure` says, the failure replaying `replay`'s request.
 * @throws UnknownRuleError when the catalogue has no rule of that id.
 */
export function judgeVerdict(
  assumptions: AssumptionMode,
  verdict: Verdict,
  replay?: { readonly request: OutgoingRequest },
): Judgement {
  const rule = ruleById(verdict.ruleId);
  if (rule.level === 'assumed' && assumptions === 'off') return {};
  if (verdict.holds) return { outcome: { ruleId: rule.id, outcome: 'passed' } };
  return judgeFailure(
    assumptions,
    new ConformanceFailure(rule.id, verdict.received, verdict.documented, replay),
  );
}
