import { UnknownRuleError } from '../errors.ts';
import { errorRules } from './error-rules.ts';
import { rateLimitRules } from './rate-limit-rules.ts';
import { recordRules } from './record-rules.ts';
import { resultsRules } from './results-rules.ts';
import type { Rule } from './rule.ts';
import { singleCheckRules } from './single-check-rules.ts';
import { stateRules } from './state-rules.ts';
import { statusRules } from './status-rules.ts';
import { submissionRules } from './submission-rules.ts';
import { tokenRules } from './token-rules.ts';

/**
 * The rule catalogue, ordered by area; ids are unique and never reused, each written in full once,
 * where its rule is defined.
 */
export const catalogue = [
  // Access and token (interface.md Endpoints/1, Authentication; A1)
  ...tokenRules,
  // Single checks (interface.md Endpoints/2, 3; A7)
  ...singleCheckRules,
  // Bulk submission (A2) and its request rules
  ...submissionRules,
  // Task states and what may be fetched in each (interface.md States and transitions; A3)
  ...stateRules,
  // Bulk status (interface.md Endpoints/4)
  ...statusRules,
  // Bulk Plus results and the result file (interface.md Endpoints/5, Resources/Result record)
  ...resultsRules,
  // Records of a bulk file, judged on their result lines (Errors/Functional errors; A2)
  ...recordRules,
  // Error responses and server errors (interface.md Errors, Limits; A8)
  ...errorRules,
  // Rate limiting: the Retry-After of every 429 the run meets (A6)
  ...rateLimitRules,
] as const;

/** The id of a rule of the catalogue: a union of literals, so a mistyped id fails `tsc`. */
export type RuleId = (typeof catalogue)[number]['id'];

const byId: ReadonlyMap<string, Rule<RuleId>> = new Map(catalogue.map((rule) => [rule.id, rule]));

/** True when `text` is the id of a rule of the catalogue. */
export function isRuleId(text: string): text is RuleId {
  return byId.has(text);
}

/** The rule with id `id`. */
export function ruleById(id: RuleId): Rule<RuleId> {
  const rule = byId.get(id);
  if (!rule) throw new UnknownRuleError(`unknown rule id '${id}'`);
  return rule;
}

/**
 * `text` as a rule id: for ids that arrive as text (a flag, an error's findings).
 * @throws UnknownRuleError when the catalogue has no rule of that id.
 */
export function parseRuleId(text: string): RuleId {
  if (!isRuleId(text)) throw new UnknownRuleError(`unknown rule id '${text}'`);
  return text;
}
