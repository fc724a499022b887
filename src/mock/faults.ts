import type { RuleId } from '../rules/catalogue.ts';

/**
 * A fault the mock can be started with: a rule id (the mock breaks that rule), `<rule-id>/strict`
 * (it breaks it the other way: a limit one too low) or `<rule-id>/wrong-title` (the right status
 * with another FORMAT_ERROR title).
 */
export type FaultId = RuleId | `${RuleId}/strict` | `${RuleId}/wrong-title`;

/**
 * Fault ids the mock knows: rule ids it can break on purpose (`startMock({ faults })`, `vop-conformance mock --break`):
 * each names the one rule whose behaviour the switch turns off; `<rule-id>/strict` breaks it the
 * other way (a limit one too low), `<rule-id>/wrong-title` answers with another FORMAT_ERROR
 * title. The full self-validation fault catalogue grows from this list. `isMockFault` narrows a
 * `--break` value to one of them (src/cli/mock-command.ts).
 */
export const MOCK_FAULTS: readonly FaultId[] = [
  'token-client-credentials-issued',
  'token-bad-credentials-401',
  'token-other-grant-type-rejected',
  'submit-202-task-id',
  'status-detail-when-failed',
  'status-detail-when-timed-out',
  'status-taskid-uuid/wrong-title',
  'results-taskid-uuid/wrong-title',
  'record-name-max-140',
  'record-name-max-140/strict',
  'org-check-name-too-long-400',
  'org-check-name-too-long-400/strict',
  'cop-check-name-too-long-400',
  'cop-check-name-too-long-400/strict',
  'results-record-uetr',
  'results-content-type-ndjson',
  'results-content-disposition',
  'error-type-max-70',
  'error-title-max-70',
  'error-detail-max-500',
  'error-instance-max-256',
  'error-format-error-code',
  'error-body-shape',
  'error-x-request-id-echo',
  'error-content-type-json',
  // The switches each bulk GET endpoint has.
  'status-x-request-id-mandatory',
  'status-x-request-id-uuid',
  'status-x-request-id-max-128',
  'status-x-end-user-pattern',
  'status-x-end-user-length',
  'status-x-software-supplier-max-70',
  'status-x-channel-max-70',
  'status-accept-language-iso-639-1',
  'status-accept-406',
  'status-taskid-uuid',
  'status-auth-missing-401',
  'status-auth-invalid-401',
  'status-auth-malformed-401',
  'status-unknown-task-404',
  'status-method-405',
  'results-x-request-id-mandatory',
  'results-x-request-id-uuid',
  'results-x-request-id-max-128',
  'results-x-end-user-pattern',
  'results-x-end-user-length',
  'results-x-software-supplier-max-70',
  'results-x-channel-max-70',
  'results-accept-language-iso-639-1',
  'results-accept-406',
  'results-taskid-uuid',
  'results-auth-missing-401',
  'results-auth-invalid-401',
  'results-auth-malformed-401',
  'results-unknown-task-404',
  'results-method-405',
];

const KNOWN: ReadonlySet<string> = new Set(MOCK_FAULTS);

/** True when `text` names a fault of {@link MOCK_FAULTS} (the values `--break` takes). */
export function isMockFault(text: string): text is FaultId {
  return KNOWN.has(text);
}
