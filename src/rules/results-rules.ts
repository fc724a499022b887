import * as bulk from './bulk-request-rules.ts';
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
    'Every 200 of the endpoint (any Accept, the taskId in either case) has a Content-Disposition whose file name is <taskId>.ndjson.',
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
  bulk.sharedRule('results-x-request-id-mandatory', ON, bulk.X_REQUEST_ID_MANDATORY),
  bulk.sharedRule('results-x-request-id-uuid', ON, bulk.X_REQUEST_ID_UUID),
  bulk.sharedRule('results-x-request-id-text-form', ON, bulk.X_REQUEST_ID_TEXT_FORM),
  bulk.sharedRule('results-x-request-id-empty', ON, bulk.X_REQUEST_ID_EMPTY),
  bulk.sharedRule('results-x-request-id-max-128', ON, bulk.X_REQUEST_ID_MAX_128),
  bulk.sharedRule('results-x-end-user-pattern', ON, bulk.X_END_USER_PATTERN),
  bulk.sharedRule('results-x-end-user-length', ON, bulk.X_END_USER_LENGTH),
  bulk.sharedRule('results-x-end-user-no-effect', ON, bulk.X_END_USER_NO_EFFECT),
  bulk.sharedRule('results-x-software-supplier-max-70', ON, bulk.X_SOFTWARE_SUPPLIER_MAX_70),
  bulk.sharedRule('results-x-channel-max-70', ON, bulk.X_CHANNEL_MAX_70),
  bulk.sharedRule('results-accept-language-iso-639-1', ON, bulk.ACCEPT_LANGUAGE_ISO_639_1),
  bulk.sharedRule('results-auth-missing-401', ON, bulk.AUTH_MISSING_401),
  bulk.sharedRule('results-auth-invalid-401', ON, bulk.AUTH_INVALID_401),
  bulk.sharedRule('results-auth-malformed-401', ON, bulk.AUTH_MALFORMED_401),
  bulk.sharedRule('results-auth-expired-401', ON, bulk.AUTH_EXPIRED_401),
  bulk.sharedRule('results-scope-403', ON, bulk.SCOPE_403),
  bulk.sharedRule('results-method-405', ON, bulk.GET_METHOD_405),
  bulk.sharedRule('results-x-request-id-echo', ON, bulk.getEcho(ENDPOINT_5, RESPONSE_HEADERS)),
  // The `{taskId}` path.
  bulk.sharedRule('results-accept-406', ON, bulk.ACCEPT_406),
  bulk.sharedRule('results-taskid-uuid', ON, bulk.TASKID_UUID),
  bulk.sharedRule('results-taskid-text-form', ON, bulk.TASKID_TEXT_FORM),
  bulk.sharedRule('results-taskid-case-insensitive', ON, bulk.TASKID_CASE_INSENSITIVE),
  bulk.sharedRule('results-unknown-task-404', ON, bulk.UNKNOWN_TASK_404),
] as const;
