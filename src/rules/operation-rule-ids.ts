import type { RuleId } from './catalogue.ts';

/**
 * The rules of the bearer-token check (interface.md Authentication 4-5; A5, A15) of one
 * operation, keyed by requirement. The single-check calls have no rule for a malformed header,
 * an expired token nor a scope.
 */
export interface AuthRuleIds {
  readonly 'auth-missing-401': RuleId;
  readonly 'auth-invalid-401': RuleId;
  readonly 'auth-malformed-401'?: RuleId;
  readonly 'auth-expired-401'?: RuleId;
  readonly 'scope-403'?: RuleId;
}

/**
 * The request rules every bulk operation has (endpoint 4's headers, the bearer token, the
 * scope, the methods, the X-Request-Id echo), keyed by requirement. The submission's Accept has
 * no rule of its own.
 */
export interface BulkRuleIds extends AuthRuleIds {
  readonly 'auth-malformed-401': RuleId;
  readonly 'auth-expired-401': RuleId;
  readonly 'scope-403': RuleId;
  readonly 'method-405': RuleId;
  readonly 'x-request-id-echo': RuleId;
  readonly 'x-request-id-mandatory': RuleId;
  readonly 'x-request-id-uuid': RuleId;
  readonly 'x-request-id-max-128': RuleId;
  readonly 'x-end-user-pattern': RuleId;
  readonly 'x-end-user-length': RuleId;
  readonly 'x-software-supplier-max-70': RuleId;
  readonly 'x-channel-max-70': RuleId;
  readonly 'accept-language-iso-639-1': RuleId;
  readonly 'accept-406'?: RuleId;
}

/** The rules of a bulk GET endpoint: those of every bulk operation, Accept (406) and the `{taskId}` path. */
export interface TaskPathRuleIds extends BulkRuleIds {
  readonly 'accept-406': RuleId;
  readonly 'taskid-uuid': RuleId;
  readonly 'taskid-case-insensitive': RuleId;
  readonly 'unknown-task-404': RuleId;
}

// The rule ids of each operation by requirement, so that the mock's fault switches and the
// harness's shared tests name every rule in full (each id is defined in its area file).

/** POST /vopgateway/v1/bulk (A2). */
export const SUBMIT_RULES: BulkRuleIds = {
  'auth-missing-401': 'submit-auth-missing-401',
  'auth-invalid-401': 'submit-auth-invalid-401',
  'auth-malformed-401': 'submit-auth-malformed-401',
  'auth-expired-401': 'submit-auth-expired-401',
  'scope-403': 'submit-scope-403',
  'method-405': 'submit-method-405',
  'x-request-id-echo': 'submit-x-request-id-echo',
  'x-request-id-mandatory': 'submit-x-request-id-mandatory',
  'x-request-id-uuid': 'submit-x-request-id-uuid',
  'x-request-id-max-128': 'submit-x-request-id-max-128',
  'x-end-user-pattern': 'submit-x-end-user-pattern',
  'x-end-user-length': 'submit-x-end-user-length',
  'x-software-supplier-max-70': 'submit-x-software-supplier-max-70',
  'x-channel-max-70': 'submit-x-channel-max-70',
  'accept-language-iso-639-1': 'submit-accept-language-iso-639-1',
};

/** GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4). */
export const STATUS_RULES: TaskPathRuleIds = {
  'auth-missing-401': 'status-auth-missing-401',
  'auth-invalid-401': 'status-auth-invalid-401',
  'auth-malformed-401': 'status-auth-malformed-401',
  'auth-expired-401': 'status-auth-expired-401',
  'scope-403': 'status-scope-403',
  'method-405': 'status-method-405',
  'x-request-id-echo': 'status-x-request-id-echo',
  'x-request-id-mandatory': 'status-x-request-id-mandatory',
  'x-request-id-uuid': 'status-x-request-id-uuid',
  'x-request-id-max-128': 'status-x-request-id-max-128',
  'x-end-user-pattern': 'status-x-end-user-pattern',
  'x-end-user-length': 'status-x-end-user-length',
  'x-software-supplier-max-70': 'status-x-software-supplier-max-70',
  'x-channel-max-70': 'status-x-channel-max-70',
  'accept-language-iso-639-1': 'status-accept-language-iso-639-1',
  'accept-406': 'status-accept-406',
  'taskid-uuid': 'status-taskid-uuid',
  'taskid-case-insensitive': 'status-taskid-case-insensitive',
  'unknown-task-404': 'status-unknown-task-404',
};

/** GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5). */
export const RESULTS_RULES: TaskPathRuleIds = {
  'auth-missing-401': 'results-auth-missing-401',
  'auth-invalid-401': 'results-auth-invalid-401',
  'auth-malformed-401': 'results-auth-malformed-401',
  'auth-expired-401': 'results-auth-expired-401',
  'scope-403': 'results-scope-403',
  'method-405': 'results-method-405',
  'x-request-id-echo': 'results-x-request-id-echo',
  'x-request-id-mandatory': 'results-x-request-id-mandatory',
  'x-request-id-uuid': 'results-x-request-id-uuid',
  'x-request-id-max-128': 'results-x-request-id-max-128',
  'x-end-user-pattern': 'results-x-end-user-pattern',
  'x-end-user-length': 'results-x-end-user-length',
  'x-software-supplier-max-70': 'results-x-software-supplier-max-70',
  'x-channel-max-70': 'results-x-channel-max-70',
  'accept-language-iso-639-1': 'results-accept-language-iso-639-1',
  'accept-406': 'results-accept-406',
  'taskid-uuid': 'results-taskid-uuid',
  'taskid-case-insensitive': 'results-taskid-case-insensitive',
  'unknown-task-404': 'results-unknown-task-404',
};

/** POST of the organisation check (interface.md Endpoints/2). */
export const ORG_CHECK_RULES: AuthRuleIds = {
  'auth-missing-401': 'org-check-auth-missing-401',
  'auth-invalid-401': 'org-check-auth-invalid-401',
};

/** POST of the confirmation of payee (interface.md Endpoints/3). */
export const COP_CHECK_RULES: AuthRuleIds = {
  'auth-missing-401': 'cop-check-auth-missing-401',
  'auth-invalid-401': 'cop-check-auth-invalid-401',
};
