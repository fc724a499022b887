import type { RuleId } from '../rules/catalogue.ts';

/**
 * The ids of the request rules each bulk operation has (X-Request-Id, the optional headers of
 * endpoint 4, bearer token, scope, methods), so the shared tests name each rule in full.
 * The rules are defined in src/rules/submission-rules.ts, status-rules.ts and results-rules.ts.
 */
export interface BulkRequestRuleIds {
  readonly xRequestIdMandatory: RuleId;
  readonly xRequestIdUuid: RuleId;
  readonly xRequestIdMax128: RuleId;
  readonly xRequestIdEcho: RuleId;
  readonly xEndUserLength: RuleId;
  readonly xEndUserPattern: RuleId;
  readonly xSoftwareSupplierMax70: RuleId;
  readonly xChannelMax70: RuleId;
  readonly acceptLanguageIso6391: RuleId;
  readonly authMissing401: RuleId;
  readonly authInvalid401: RuleId;
  readonly authMalformed401: RuleId;
  readonly authExpired401: RuleId;
  readonly scope403: RuleId;
  readonly method405: RuleId;
}

/** The ids of the `{taskId}` path rules of a bulk GET endpoint (Accept, taskId format, case, existence). */
export interface TaskPathRuleIds {
  readonly accept406: RuleId;
  readonly taskIdUuid: RuleId;
  readonly taskIdCaseInsensitive: RuleId;
  readonly unknownTask404: RuleId;
}

/** Request rules of the bulk submission (A2: the headers of endpoint 4). */
export const SUBMIT_REQUEST_RULES: BulkRequestRuleIds = {
  xRequestIdMandatory: 'submit-x-request-id-mandatory',
  xRequestIdUuid: 'submit-x-request-id-uuid',
  xRequestIdMax128: 'submit-x-request-id-max-128',
  xRequestIdEcho: 'submit-x-request-id-echo',
  xEndUserLength: 'submit-x-end-user-length',
  xEndUserPattern: 'submit-x-end-user-pattern',
  xSoftwareSupplierMax70: 'submit-x-software-supplier-max-70',
  xChannelMax70: 'submit-x-channel-max-70',
  acceptLanguageIso6391: 'submit-accept-language-iso-639-1',
  authMissing401: 'submit-auth-missing-401',
  authInvalid401: 'submit-auth-invalid-401',
  authMalformed401: 'submit-auth-malformed-401',
  authExpired401: 'submit-auth-expired-401',
  scope403: 'submit-scope-403',
  method405: 'submit-method-405',
};

/** Request rules of the bulk status (interface.md Endpoints/4). */
export const STATUS_REQUEST_RULES: BulkRequestRuleIds = {
  xRequestIdMandatory: 'status-x-request-id-mandatory',
  xRequestIdUuid: 'status-x-request-id-uuid',
  xRequestIdMax128: 'status-x-request-id-max-128',
  xRequestIdEcho: 'status-x-request-id-echo',
  xEndUserLength: 'status-x-end-user-length',
  xEndUserPattern: 'status-x-end-user-pattern',
  xSoftwareSupplierMax70: 'status-x-software-supplier-max-70',
  xChannelMax70: 'status-x-channel-max-70',
  acceptLanguageIso6391: 'status-accept-language-iso-639-1',
  authMissing401: 'status-auth-missing-401',
  authInvalid401: 'status-auth-invalid-401',
  authMalformed401: 'status-auth-malformed-401',
  authExpired401: 'status-auth-expired-401',
  scope403: 'status-scope-403',
  method405: 'status-method-405',
};

/** Request rules of the bulk results (interface.md Endpoints/5: "Their rules are as in endpoint 4"). */
export const RESULTS_REQUEST_RULES: BulkRequestRuleIds = {
  xRequestIdMandatory: 'results-x-request-id-mandatory',
  xRequestIdUuid: 'results-x-request-id-uuid',
  xRequestIdMax128: 'results-x-request-id-max-128',
  xRequestIdEcho: 'results-x-request-id-echo',
  xEndUserLength: 'results-x-end-user-length',
  xEndUserPattern: 'results-x-end-user-pattern',
  xSoftwareSupplierMax70: 'results-x-software-supplier-max-70',
  xChannelMax70: 'results-x-channel-max-70',
  acceptLanguageIso6391: 'results-accept-language-iso-639-1',
  authMissing401: 'results-auth-missing-401',
  authInvalid401: 'results-auth-invalid-401',
  authMalformed401: 'results-auth-malformed-401',
  authExpired401: 'results-auth-expired-401',
  scope403: 'results-scope-403',
  method405: 'results-method-405',
};

/** `{taskId}` path rules of the bulk status. */
export const STATUS_TASK_PATH_RULES: TaskPathRuleIds = {
  accept406: 'status-accept-406',
  taskIdUuid: 'status-taskid-uuid',
  taskIdCaseInsensitive: 'status-taskid-case-insensitive',
  unknownTask404: 'status-unknown-task-404',
};

/** `{taskId}` path rules of the bulk results. */
export const RESULTS_TASK_PATH_RULES: TaskPathRuleIds = {
  accept406: 'results-accept-406',
  taskIdUuid: 'results-taskid-uuid',
  taskIdCaseInsensitive: 'results-taskid-case-insensitive',
  unknownTask404: 'results-unknown-task-404',
};
