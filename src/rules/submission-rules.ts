import * as bulk from './bulk-request-rules.ts';
import { assumed, documented } from './rule.ts';

const ON = 'bulk-submit';
const A2_RESPONSE = 'Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.';

/** Rules of the bulk submission (assumptions.md A2). */
export const submissionRules = [
  assumed(
    'submit-202-task-id',
    ['bulk-submit'],
    'A2',
    A2_RESPONSE,
    'A valid NDJSON submission gets 202 and a JSON body whose taskId is a UUID.',
  ),
  assumed(
    'submit-content-type-415',
    ['bulk-submit'],
    'A2',
    "`Content-Type: application/x-ndjson`, optionally with a charset parameter that names UTF-8 (`; charset=utf-8`); another media type, or a charset other than UTF-8, gives 415 (interface.md's 415 row).",
    'Another media type, or a charset other than UTF-8, gets 415; application/x-ndjson, with or without a charset naming UTF-8 in any case or quoted, passes.',
  ),
  assumed(
    'submit-content-type-missing',
    ['bulk-submit'],
    'A2',
    'A missing Content-Type gives 400 MANDATORY_HEADER_NOT_PROVIDED or 415 (the documentation names Content-Type under both); either conforms.',
    'A submission without Content-Type gets 400 MANDATORY_HEADER_NOT_PROVIDED or 415.',
  ),
  bulk.sharedRule('submit-content-type-empty', ON, bulk.CONTENT_TYPE_EMPTY),
  assumed(
    'submit-corrupt-file',
    ['bulk-submit', 'bulk-status'],
    'A2',
    'A body that is not NDJSON at all (a line that is not a JSON object) is accepted at submission and the task ends **FAILED** with a `detail`; or it is rejected at once with 400 INVALID_REQUEST. Either conforms.',
    'A file with a line that is not a JSON object ends FAILED with a detail, or gets 400 INVALID_REQUEST.',
  ),
  documented(
    'submit-resend-after-failed',
    ['bulk-submit'],
    'States and transitions',
    '2. When the status is FAILED or TIMED_OUT, the bulk request has to be resent.',
    'The records of a task that ended FAILED, submitted again, are accepted (202) as a new task.',
  ),
  documented(
    'submit-task-id-unique',
    ['bulk-submit'],
    'Resources and their fields/Bulk request (task)',
    'Unique id returned when the bulk request is submitted.',
    'Every accepted submission gets a taskId no earlier submission of the run got (compared in any letter case, A11), a byte-identical file sent again included.',
  ),
  // The request rules of endpoint 4, applied to the submission through A2.
  bulk.sharedRule('submit-x-request-id-mandatory', ON, bulk.throughA2(bulk.X_REQUEST_ID_MANDATORY)),
  bulk.sharedRule('submit-x-request-id-uuid', ON, bulk.throughA2(bulk.X_REQUEST_ID_UUID)),
  bulk.sharedRule('submit-x-request-id-text-form', ON, bulk.X_REQUEST_ID_TEXT_FORM),
  bulk.sharedRule('submit-x-request-id-empty', ON, bulk.X_REQUEST_ID_EMPTY),
  bulk.sharedRule('submit-x-request-id-max-128', ON, bulk.throughA2(bulk.X_REQUEST_ID_MAX_128)),
  bulk.sharedRule('submit-x-end-user-pattern', ON, bulk.throughA2(bulk.X_END_USER_PATTERN)),
  bulk.sharedRule('submit-x-end-user-length', ON, bulk.throughA2(bulk.X_END_USER_LENGTH)),
  bulk.sharedRule('submit-x-software-supplier-max-70', ON, bulk.throughA2(bulk.X_SOFTWARE_SUPPLIER_MAX_70)),
  bulk.sharedRule('submit-x-channel-max-70', ON, bulk.throughA2(bulk.X_CHANNEL_MAX_70)),
  bulk.sharedRule('submit-accept-language-iso-639-1', ON, bulk.throughA2(bulk.ACCEPT_LANGUAGE_ISO_639_1)),
  bulk.sharedRule('submit-accept-406', ON, bulk.throughA2(bulk.ACCEPT_406)),
  bulk.sharedRule('submit-auth-missing-401', ON, bulk.AUTH_MISSING_401),
  bulk.sharedRule('submit-auth-invalid-401', ON, bulk.AUTH_INVALID_401),
  bulk.sharedRule('submit-auth-malformed-401', ON, bulk.AUTH_MALFORMED_401),
  bulk.sharedRule('submit-auth-expired-401', ON, bulk.AUTH_EXPIRED_401),
  bulk.sharedRule('submit-scope-403', ON, bulk.SCOPE_403),
  bulk.sharedRule('submit-method-405', ON, bulk.SUBMIT_METHOD_405),
  assumed(
    'submit-x-request-id-echo',
    [ON],
    'A2',
    A2_RESPONSE,
    'The 202 response echoes the request X-Request-Id.',
  ),
] as const;
