import {
  ACCEPT_406,
  ACCEPT_LANGUAGE_ISO_639_1,
  AUTH_EXPIRED_401,
  AUTH_INVALID_401,
  AUTH_MALFORMED_401,
  AUTH_MISSING_401,
  GET_METHOD_405,
  SCOPE_403,
  TASKID_CASE_INSENSITIVE,
  TASKID_UUID,
  UNKNOWN_TASK_404,
  X_CHANNEL_MAX_70,
  X_END_USER_LENGTH,
  X_END_USER_PATTERN,
  X_REQUEST_ID_MANDATORY,
  X_REQUEST_ID_MAX_128,
  X_REQUEST_ID_UUID,
  X_SOFTWARE_SUPPLIER_MAX_70,
  getEcho,
  sharedRule,
} from './bulk-request-rules.ts';
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
  sharedRule('status-x-request-id-mandatory', ON, X_REQUEST_ID_MANDATORY),
  sharedRule('status-x-request-id-uuid', ON, X_REQUEST_ID_UUID),
  sharedRule('status-x-request-id-max-128', ON, X_REQUEST_ID_MAX_128),
  sharedRule('status-x-end-user-pattern', ON, X_END_USER_PATTERN),
  sharedRule('status-x-end-user-length', ON, X_END_USER_LENGTH),
  sharedRule('status-x-software-supplier-max-70', ON, X_SOFTWARE_SUPPLIER_MAX_70),
  sharedRule('status-x-channel-max-70', ON, X_CHANNEL_MAX_70),
  sharedRule('status-accept-language-iso-639-1', ON, ACCEPT_LANGUAGE_ISO_639_1),
  sharedRule('status-auth-missing-401', ON, AUTH_MISSING_401),
  sharedRule('status-auth-invalid-401', ON, AUTH_INVALID_401),
  sharedRule('status-auth-malformed-401', ON, AUTH_MALFORMED_401),
  sharedRule('status-auth-expired-401', ON, AUTH_EXPIRED_401),
  sharedRule('status-scope-403', ON, SCOPE_403),
  sharedRule('status-method-405', ON, GET_METHOD_405),
  sharedRule('status-x-request-id-echo', ON, getEcho(ENDPOINT_4, SUCCESS_RESPONSE)),
  // The `{taskId}` path.
  sharedRule('status-accept-406', ON, ACCEPT_406),
  sharedRule('status-taskid-uuid', ON, TASKID_UUID),
  sharedRule('status-taskid-case-insensitive', ON, TASKID_CASE_INSENSITIVE),
  sharedRule('status-unknown-task-404', ON, UNKNOWN_TASK_404),
] as const;
