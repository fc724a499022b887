import { UnknownRuleError } from '../errors.ts';
import { errorRules } from './error-rules.ts';
import { resultsRules } from './results-rules.ts';
import type { Rule } from './rule.ts';
import { statusRules } from './status-rules.ts';
import { submissionRules } from './submission-rules.ts';
import { tokenRules } from './token-rules.ts';

/**
 * The rule catalogue, ordered by area: access (A1), submission and states (A2, States and
 * transitions), status endpoint (4), results endpoint (5), error responses (Errors, A8).
 */
export const catalogue: readonly Rule[] = [
  // Access and token (interface.md Endpoints/1, Authentication; A1)
  ...tokenRules,
  // Bulk submission and task states (A2; interface.md States and transitions)
  ...submissionRules,
  // Bulk status (interface.md Endpoints/4)
  ...statusRules,
  // Bulk Plus results and the result file (interface.md Endpoints/5, Resources/Result record)
  ...resultsRules,
  // Error responses (interface.md Errors, Limits; A8)
  ...errorRules,
];

const byId = new Map(catalogue.map((rule) => [rule.id, rule]));

/**
 * The rule with id `id`.
 * @throws UnknownRuleError when the catalogue holds no such rule.
 */
export function ruleById(id: string): Rule {
  const rule = byId.get(id);
  if (!rule) throw new UnknownRuleError(`unknown rule id '${id}'`);
  return rule;
}
