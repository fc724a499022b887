import type { Verdict } from '../checks/index.ts';
import type { ConformanceFailure } from '../checks/conformance-failure.ts';
import { verdictFailure } from '../checks/verdict-failure.ts';
import type { OutgoingRequest } from '../client/types.ts';
import type { AssumptionMode } from '../rules/assumption-mode.ts';
import { ruleById } from '../rules/catalogue.ts';
import type { RuleOutcome } from './ledger.ts';

/**
 * What a verdict or failure of a rule counts as under the assumption mode (assumptions.md: `enforce`,
 * `warn`, `off`): the outcome to record (none for an assumption-based
 * rule under `off`), and the failure when a break counts as one (not for an assumption-based rule
 * under `warn`, whose outcome is `warned`).
 */
export interface ModeOutcome {
  readonly outcome?: RuleOutcome;
  readonly failure?: ConformanceFailure;
}

/**
 * What `failure` (a rule the target broke) counts as under `assumptions`.
 * @throws UnknownRuleError when the catalogue has no rule of that id.
 */
export function failureUnderMode(assumptions: AssumptionMode, failure: ConformanceFailure): ModeOutcome {
  const rule = ruleById(failure.ruleId);
  if (rule.level === 'assumed' && assumptions === 'off') return {};
  if (rule.level === 'assumed' && assumptions === 'warn')
    return { outcome: { ruleId: rule.id, outcome: 'warned', detail: failure.message } };
  return { outcome: { ruleId: rule.id, outcome: 'failed', detail: failure.message }, failure };
}

/**
 * What `verdict` (a check's, or a test's own) counts as under `assumptions`: `passed` when the rule
 * holds, else as `failureUnderMode` says, the failure (`verdictFailure`) replaying `replay`'s request.
 * @throws UnknownRuleError when the catalogue has no rule of that id.
 */
export function verdictUnderMode(
  assumptions: AssumptionMode,
  verdict: Verdict,
  replay?: { readonly request: OutgoingRequest },
): ModeOutcome {
  const rule = ruleById(verdict.ruleId);
  if (rule.level === 'assumed' && assumptions === 'off') return {};
  const failure = verdictFailure(verdict, replay);
  if (!failure) return { outcome: { ruleId: rule.id, outcome: 'passed' } };
  return failureUnderMode(assumptions, failure);
}
