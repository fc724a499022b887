import * as bulk from './bulk-request-rules.ts';
import { documented } from './rule.ts';

const ON = 'bulk-status';
const ENDPOINT_4 = 'Endpoints/4. Bulk status';
const SUCCESS_RESPONSE =
  'Success response: HTTP 200, header `X-Request-Id` (mandatory, echoes the request value), JSON body `{status: enum (mandatory), detail: string (conditional)}`.';

/** Rules of the bulk status endpoint (interface.md Endpoints/4). */
export const statusRules = [
  documented(
    'status-200-json-body',
    [ON],
    ENDPOINT_4,
    SUCCESS_RESPONSE,
    'A valid status request gets 200 and a JSON body with a status.',
  ),
  // The request rules the bulk operations share (bulk-request-rules.ts).
  bulk.sharedRule('status-x-request-id-mandatory', ON, bulk.X_REQUEST_ID_MANDATORY),
  bulk.sharedRule('status-x-request-id-uuid', ON, bulk.X_REQUEST_ID_UUID),
  bulk.sharedRule('status-x-request-id-text-form', ON, bulk.X_REQUEST_ID_TEXT_FORM),
  bulk.sharedRule('status-x-request-id-empty', ON, bulk.X_REQUEST_ID_EMPTY),
  bulk.sharedRule('status-x-request-id-max-128', ON, bulk.X_REQUEST_ID_MAX_128),
  bulk.sharedRule('status-x-end-user-pattern', ON, bulk.X_END_USER_PATTERN),
  bulk.sharedRule('status-x-end-user-length', ON, bulk.X_END_USER_LENGTH),
  bulk.sharedRule('status-x-end-user-no-effect', ON, bulk.X_END_USER_NO_EFFECT),
  bulk.sharedRule('status-x-software-supplier-max-70', ON, bulk.X_SOFTWARE_SUPPLIER_MAX_70),
  bulk.sharedRule('status-x-channel-max-70', ON, bulk.X_CHANNEL_MAX_70),
  bulk.sharedRule('status-accept-language-iso-639-1', ON, bulk.ACCEPT_LANGUAGE_ISO_639_1),
  bulk.sharedRule('status-auth-missing-401', ON, bulk.AUTH_MISSING_401),
  bulk.sharedRule('status-auth-invalid-401', ON, bulk.AUTH_INVALID_401),
  bulk.sharedRule('status-auth-malformed-401', ON, bulk.AUTH_MALFORMED_401),
  bulk.sharedRule('status-auth-expired-401', ON, bulk.AUTH_EXPIRED_401),
  bulk.sharedRule('status-scope-403', ON, bulk.SCOPE_403),
  bulk.sharedRule('status-method-405', ON, bulk.GET_METHOD_405),
  bulk.sharedRule('status-x-request-id-echo', ON, bulk.getEcho(ENDPOINT_4, SUCCESS_RESPONSE)),
  // The `{taskId}` path.
  bulk.sharedRule('status-accept-406', ON, bulk.ACCEPT_406),
  bulk.sharedRule('status-taskid-uuid', ON, bulk.TASKID_UUID),
  bulk.sharedRule('status-taskid-text-form', ON, bulk.TASKID_TEXT_FORM),
  bulk.sharedRule('status-taskid-case-insensitive', ON, bulk.TASKID_CASE_INSENSITIVE),
  bulk.sharedRule('status-unknown-task-404', ON, bulk.UNKNOWN_TASK_404),
] as const;
