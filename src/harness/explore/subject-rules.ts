import { OPTIONAL_HEADER_RULE_IDS, type OptionalHeaderRule } from '../../../generators/optional-headers.ts';
import { ToolError } from '../../errors.ts';
import type { BulkSubject } from '../../rules/bulk-request-rules.ts';
import type { RuleId } from '../../rules/catalogue.ts';

/** The rules a step judges on each bulk operation, written out (a rule id is never spliced). */
export const SUBJECT_RULES = {
  method405: { submit: 'submit-method-405', status: 'status-method-405', results: 'results-method-405' },
  taskIdUuid: { status: 'status-taskid-uuid', results: 'results-taskid-uuid' },
  unknownTask404: { status: 'status-unknown-task-404', results: 'results-unknown-task-404' },
} as const satisfies Readonly<Record<string, Partial<Record<BulkSubject, RuleId>>>>;

/** True when `rule` names a rule of a nearest miss of an optional header (`generators/optional-headers.ts`). */
export function isOptionalHeaderRule(rule: string): rule is OptionalHeaderRule {
  return Object.hasOwn(OPTIONAL_HEADER_RULE_IDS.status, rule);
}

/**
 * The rule a header at its nearest miss breaks on `subject` (`status-x-channel-max-70`).
 * @throws ToolError for a miss of no known rule (a stored step of another version).
 */
export function missRule(subject: BulkSubject, rule: string): RuleId {
  if (!isOptionalHeaderRule(rule)) throw new ToolError(`no rule of an optional header is named ${rule}`);
  return OPTIONAL_HEADER_RULE_IDS[subject][rule];
}
