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
import { assumed, documented } from './rule.ts';

const ON = 'bulk-results';
const ENDPOINT_5 = 'Endpoints/5. Bulk Plus results';
const RESPONSE_HEADERS =
  'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).';

/** Rules of the bulk results endpoint and of the result file (interface.md Endpoints/5, Resources/Result record). */
export const resultsRules = [
  documented(
    'results-200-ndjson',
    [ON],
    ENDPOINT_5,
    'Success response: HTTP 200 with an NDJSON body, one result record per line (see Resources).',
    'A PROCESSED task gets 200 and every line of the body is one JSON object.',
  ),
  documented(
    'results-content-type-ndjson',
    [ON],
    ENDPOINT_5,
    'Accept (optional; NDJSON media type application/x-ndjson is used in the usage)',
    'The result file is served as application/x-ndjson.',
  ),
  documented(
    'results-content-disposition',
    [ON],
    ENDPOINT_5,
    RESPONSE_HEADERS,
    'The result file has a Content-Disposition whose file name is <taskId>.ndjson.',
  ),
  documented(
    'results-record-uetr',
    [ON],
    'Resources/Result record',
    'uetr | string | mandatory | Identifier of the checked record.',
    'Every result line carries the uetr of a submitted record.',
  ),
  documented(
    'results-record-shape',
    [ON],
    'Resources/Result record',
    'additionalPartyInformation | object | conditional | Contains advancedInfo (object) with accountHolderType (shown value NP, natural person) and accountStatus (shown value ACTIVE).',
    'Every result line is a result record or a record-level error line, with the documented field types.',
  ),
  assumed(
    'results-one-line-per-record',
    [ON],
    'A2',
    'Body: NDJSON, one verification request per line, UTF-8.',
    'Each submitted record has exactly one result line, found by its uetr.',
  ),
  // The request rules the bulk operations share (bulk-request-rules.ts; endpoint 5: "Their rules are as in endpoint 4").
  sharedRule('results-x-request-id-mandatory', ON, X_REQUEST_ID_MANDATORY),
  sharedRule('results-x-request-id-uuid', ON, X_REQUEST_ID_UUID),
  sharedRule('results-x-request-id-max-128', ON, X_REQUEST_ID_MAX_128),
  sharedRule('results-x-end-user-pattern', ON, X_END_USER_PATTERN),
  sharedRule('results-x-end-user-length', ON, X_END_USER_LENGTH),
  sharedRule('results-x-software-supplier-max-70', ON, X_SOFTWARE_SUPPLIER_MAX_70),
  sharedRule('results-x-channel-max-70', ON, X_CHANNEL_MAX_70),
  sharedRule('results-accept-language-iso-639-1', ON, ACCEPT_LANGUAGE_ISO_639_1),
  sharedRule('results-auth-missing-401', ON, AUTH_MISSING_401),
  sharedRule('results-auth-invalid-401', ON, AUTH_INVALID_401),
  sharedRule('results-auth-malformed-401', ON, AUTH_MALFORMED_401),
  sharedRule('results-auth-expired-401', ON, AUTH_EXPIRED_401),
  sharedRule('results-scope-403', ON, SCOPE_403),
  sharedRule('results-method-405', ON, GET_METHOD_405),
  sharedRule('results-x-request-id-echo', ON, getEcho(ENDPOINT_5, RESPONSE_HEADERS)),
  // The `{taskId}` path.
  sharedRule('results-accept-406', ON, ACCEPT_406),
  sharedRule('results-taskid-uuid', ON, TASKID_UUID),
  sharedRule('results-taskid-case-insensitive', ON, TASKID_CASE_INSENSITIVE),
  sharedRule('results-unknown-task-404', ON, UNKNOWN_TASK_404),
] as const;
