/** Rule-id suffixes of the switches each bulk GET endpoint has. */
const BULK_GET_SWITCHES = [
  'x-request-id-mandatory',
  'x-request-id-uuid',
  'x-request-id-max-128',
  'x-end-user-pattern',
  'x-end-user-length',
  'x-software-supplier-max-70',
  'x-channel-max-70',
  'accept-language-iso-639-1',
  'accept-406',
  'taskid-uuid',
  'auth-missing-401',
  'auth-invalid-401',
  'auth-malformed-401',
  'unknown-task-404',
  'method-405',
] as const;

/**
 * Fault ids the mock knows: rule ids it can break on purpose (`startMock({ faults })`, `vop-conformance mock --break`):
 * each names the one rule whose behaviour the switch turns off; `<rule-id>/strict` breaks it the
 * other way (a limit one too low), `<rule-id>/wrong-title` answers with another FORMAT_ERROR
 * title. The full self-validation fault catalogue grows from this list.
 */
export const MOCK_FAULTS: readonly string[] = [
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
  ...['status', 'results'].flatMap((subject) => BULK_GET_SWITCHES.map((rule) => `${subject}-${rule}`)),
];
