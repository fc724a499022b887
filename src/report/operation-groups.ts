import type { OperationId } from '../api/operations.ts';
import type { RuleResult } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';

/** Where a group of rules applies: one operation, or several at once. */
export type GroupKey = OperationId | 'several';

/** The heading of each group of `index.html`, in page order (interface.md Endpoints 1-5; A2). */
export const GROUP_TITLES: Readonly<Record<GroupKey, string>> = {
  token: 'Token: POST {auth_url}/oauth/client_credential/accesstoken (Endpoints/1)',
  'org-check': 'Organisation account check: POST /account/check/organisations (Endpoints/2)',
  'cop-check': 'Confirmation of payee: POST /v1/gateway (Endpoints/3)',
  'bulk-submit': 'Bulk submission: POST /vopgateway/v1/bulk (A2)',
  'bulk-status': 'Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (Endpoints/4)',
  'bulk-results': 'Bulk results: GET /vopgateway/v1/bulk/{taskId} (Endpoints/5)',
  several: 'Rules of several operations',
};

/** One group of the page: its key and its rules' results. */
export interface RuleGroup {
  readonly key: GroupKey;
  readonly title: string;
  readonly results: readonly RuleResult[];
}

/** The group of a rule: its one operation, or `several` when it names more than one (or none). */
export function groupOf(result: RuleResult): GroupKey {
  const { operations } = ruleById(result.id);
  return operations.length === 1 && operations[0] ? operations[0] : 'several';
}

/**
 * `results` grouped for `index.html`: each rule under its one operation, or under "several
 * operations" when it names more than one; groups in GROUP_TITLES order, empty ones left out,
 * each keeping the order of `results`.
 */
export function groupByOperation(results: readonly RuleResult[]): RuleGroup[] {
  return (Object.keys(GROUP_TITLES) as GroupKey[])
    .map((key) => ({ key, title: GROUP_TITLES[key], results: results.filter((r) => groupOf(r) === key) }))
    .filter((group) => group.results.length > 0);
}
