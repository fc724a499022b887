import type { OperationId } from '../api/operations.ts';
import { assumed, documented, type Rule } from './rule.ts';

const ENDPOINT_4 = 'Endpoints/4. Bulk status';
const A2_HEADERS =
  '`POST /vopgateway/v1/bulk`, headers `X-Request-Id` (UUID, mandatory), `Authorization` (mandatory), `Content-Type: application/x-ndjson` (optionally `; charset=utf-8`; anything else gives 415), and the optional headers of endpoint 4.';

/** Subjects (rule-id prefixes) of the three bulk operations. */
export type BulkSubject = 'submit' | 'status' | 'results';

/**
 * A header rule of endpoint 4. On the bulk GET endpoints it is documented (endpoint 5: "Their
 * rules are as in endpoint 4"); on the submission it applies through assumption A2.
 */
function headerRule(
  subject: BulkSubject,
  operation: OperationId,
  suffix: string,
  section: string,
  quote: string,
  summary: string,
): Rule {
  const id = `${subject}-${suffix}`;
  return subject === 'submit'
    ? assumed(id, [operation], 'A2', A2_HEADERS, summary)
    : documented(id, [operation], section, quote, summary);
}

const ECHO_QUOTES: Readonly<Record<BulkSubject, [string, string]>> = {
  submit: ['A2', 'Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.'],
  status: [
    ENDPOINT_4,
    'Success response: HTTP 200, header `X-Request-Id` (mandatory, echoes the request value), JSON body `{status: enum (mandatory), detail: string (conditional)}`.',
  ],
  results: [
    'Endpoints/5. Bulk Plus results',
    'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).',
  ],
};

/**
 * The request rules every bulk operation shares: X-Request-Id, the optional headers of endpoint 4,
 * bearer token (401), scope (403, A5), method (405, A16), and the X-Request-Id echo.
 */
export function bulkRequestRules(subject: BulkSubject, operation: OperationId): Rule[] {
  const on = [operation];
  const [echoSection, echoQuote] = ECHO_QUOTES[subject];
  const echo =
    subject === 'submit'
      ? assumed(
          `submit-x-request-id-echo`,
          on,
          'A2',
          echoQuote,
          'The 202 response echoes the request X-Request-Id.',
        )
      : documented(
          `${subject}-x-request-id-echo`,
          on,
          echoSection,
          echoQuote,
          'The 200 response echoes the request X-Request-Id.',
        );
  return [
    headerRule(
      subject,
      operation,
      'x-request-id-mandatory',
      ENDPOINT_4,
      'X-Request-Id | string | mandatory | RFC 4122 UUID used as correlation id; maximum 128 characters.',
      'A request without X-Request-Id gets 400 FORMAT_ERROR MANDATORY_HEADER_NOT_PROVIDED.',
    ),
    headerRule(
      subject,
      operation,
      'x-request-id-uuid',
      ENDPOINT_4,
      'X-Request-Id | string | mandatory | RFC 4122 UUID used as correlation id; maximum 128 characters.',
      'An X-Request-Id that is not a UUID gets 400 FORMAT_ERROR INVALID_HEADER.',
    ),
    headerRule(
      subject,
      operation,
      'x-request-id-max-128',
      'Limits',
      'X-Request-Id | at most 128 characters',
      'An X-Request-Id of 129 characters gets 400 FORMAT_ERROR INVALID_HEADER.',
    ),
    headerRule(
      subject,
      operation,
      'x-end-user-pattern',
      ENDPOINT_4,
      'Pattern `^[a-zA-Z0-9\\-]{3,50}`, maximum 50 characters.',
      'An X-End-User with a character outside letters, digits and hyphen gets 400 INVALID_HEADER; letters, digits and hyphens pass.',
    ),
    headerRule(
      subject,
      operation,
      'x-end-user-length',
      'Limits',
      'X-End-User | 3 to 50 characters, letters, digits and hyphen',
      'An X-End-User of 2 or 51 characters gets 400 INVALID_HEADER; 3 and 50 are accepted.',
    ),
    headerRule(
      subject,
      operation,
      'x-software-supplier-max-70',
      'Limits',
      'X-Software-Supplier | at most 70 characters',
      'An X-Software-Supplier of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
    ),
    headerRule(
      subject,
      operation,
      'x-channel-max-70',
      'Limits',
      'X-Channel | at most 70 characters',
      'An X-Channel of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
    ),
    headerRule(
      subject,
      operation,
      'accept-language-iso-639-1',
      'Versioning',
      'The Accept-Language header format is ISO 639-1.',
      'A two-letter code is accepted; a value that is not a language tag gets 400 INVALID_HEADER (A10).',
    ),
    documented(
      `${subject}-auth-missing-401`,
      on,
      'Authentication',
      '5. A missing or invalid token gives 401.',
      'A request without Authorization gets 401.',
    ),
    documented(
      `${subject}-auth-invalid-401`,
      on,
      'Authentication',
      '5. A missing or invalid token gives 401.',
      'A request with an unknown bearer token gets 401.',
    ),
    assumed(
      `${subject}-auth-malformed-401`,
      on,
      'A15',
      'A missing or empty Authorization header, or a bearer token that is unknown, expired or malformed, gives 401 (Authentication 5 and the HTTP statuses table).',
      'An empty Authorization, or one that is not `Bearer <token>` (Basic, no token, two tokens), gets 401.',
    ),
    assumed(
      `${subject}-auth-expired-401`,
      on,
      'A15',
      'A missing or empty Authorization header, or a bearer token that is unknown, expired or malformed, gives 401 (Authentication 5 and the HTTP statuses table).',
      'A bearer token past its expires_in gets 401 (tested when the target issues tokens short-lived enough to wait for).',
    ),
    assumed(
      `${subject}-scope-403`,
      on,
      'A5',
      'A token issued to a client without the bulk scope gets 403 on both bulk endpoints.',
      'A token without the bulk scope gets 403.',
    ),
    assumed(
      `${subject}-method-405`,
      on,
      'A16',
      '405 is asserted for POST, PUT, PATCH and DELETE on the two bulk GET paths and for GET, PUT, PATCH and DELETE on the submission path; HEAD and OPTIONS are neither required nor forbidden.',
      subject === 'submit'
        ? 'GET, PUT, PATCH and DELETE get 405 (an Allow header is recorded as observed, not required).'
        : 'POST, PUT, PATCH and DELETE get 405 (an Allow header is recorded as observed, not required).',
    ),
    echo,
  ];
}

/** Rules of the `{taskId}` path of the bulk GET endpoints: Accept (406), taskId format and case (A11), existence (A4). */
export function taskPathRules(subject: 'status' | 'results', operation: OperationId): Rule[] {
  const on = [operation];
  return [
    documented(
      `${subject}-accept-406`,
      on,
      'Errors/HTTP statuses',
      '406 | Accept header requests a content type other than application/json and/or a charset other than UTF-8.',
      'An Accept of another media type or charset gets 406.',
    ),
    documented(
      `${subject}-taskid-uuid`,
      on,
      'Resources/Bulk request (task)',
      'Unique id returned when the bulk request is submitted. It must be a UUID; otherwise INVALID_FIELD is returned.',
      'A taskId that is not a UUID gets 400 FORMAT_ERROR INVALID_FIELD.',
    ),
    assumed(
      `${subject}-taskid-case-insensitive`,
      on,
      'A11',
      'A taskId is compared case-insensitively: the upper-case form of an issued taskId names the same task.',
      'The upper-case form of an issued taskId names the same task.',
    ),
    assumed(
      `${subject}-unknown-task-404`,
      on,
      'A4',
      'A well-formed UUID that names no task of this client: 404 with an error body, on both bulk endpoints.',
      'A UUID that names no task gets 404 with an error body.',
    ),
  ];
}
