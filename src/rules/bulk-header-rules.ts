import { assumed, documented, type OperationId, type Rule } from './rule.ts';

const ENDPOINT_4 = 'Endpoints/4. Bulk status';

/**
 * The request-header, taskId, auth, method and existence rules that endpoints 4 and 5 share
 * (interface.md Endpoints/5: "Their rules are as in endpoint 4"), one rule per operation.
 * `subject` is the rule-id prefix (`status`, `results`).
 */
export function bulkGetRules(subject: string, operation: OperationId): Rule[] {
  const on = [operation];
  return [
    documented(
      `${subject}-x-request-id-mandatory`,
      on,
      ENDPOINT_4,
      'X-Request-Id | string | mandatory | RFC 4122 UUID used as correlation id; maximum 128 characters.',
      'A request without X-Request-Id gets 400 FORMAT_ERROR MANDATORY_HEADER_NOT_PROVIDED.',
    ),
    documented(
      `${subject}-x-request-id-uuid`,
      on,
      ENDPOINT_4,
      'X-Request-Id | string | mandatory | RFC 4122 UUID used as correlation id; maximum 128 characters.',
      'An X-Request-Id that is not a UUID gets 400 FORMAT_ERROR INVALID_HEADER.',
    ),
    documented(
      `${subject}-x-request-id-max-128`,
      on,
      'Limits',
      'X-Request-Id | at most 128 characters',
      'An X-Request-Id of 129 characters gets 400 FORMAT_ERROR INVALID_HEADER.',
    ),
    documented(
      `${subject}-x-end-user-pattern`,
      on,
      ENDPOINT_4,
      'Pattern `^[a-zA-Z0-9\\-]{3,50}`, maximum 50 characters.',
      'An X-End-User with a character outside letters, digits and hyphen gets 400 FORMAT_ERROR INVALID_HEADER.',
    ),
    documented(
      `${subject}-x-end-user-length`,
      on,
      'Limits',
      'X-End-User | 3 to 50 characters, letters, digits and hyphen',
      'An X-End-User of 2 or 51 characters gets 400 INVALID_HEADER; 3 and 50 are accepted.',
    ),
    documented(
      `${subject}-x-software-supplier-max-70`,
      on,
      'Limits',
      'X-Software-Supplier | at most 70 characters',
      'An X-Software-Supplier of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
    ),
    documented(
      `${subject}-x-channel-max-70`,
      on,
      'Limits',
      'X-Channel | at most 70 characters',
      'An X-Channel of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
    ),
    documented(
      `${subject}-accept-language-iso-639-1`,
      on,
      'Versioning',
      'The Accept-Language header format is ISO 639-1.',
      'A two-letter code is accepted; a value that is not a language tag gets 400 INVALID_HEADER (A10).',
    ),
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
      `${subject}-unknown-task-404`,
      on,
      'A4',
      'A well-formed UUID that names no task of this client: 404 with an error body, on both bulk endpoints.',
      'A UUID that names no task gets 404 with an error body.',
    ),
    assumed(
      `${subject}-method-405`,
      on,
      'A16',
      '405 is asserted for POST, PUT, PATCH and DELETE on the two bulk GET paths and for GET, PUT, PATCH and DELETE on the submission path; HEAD and OPTIONS are neither required nor forbidden.',
      'POST, PUT, PATCH and DELETE get 405 with an Allow header.',
    ),
    documented(
      `${subject}-x-request-id-echo`,
      on,
      subject === 'status' ? ENDPOINT_4 : 'Endpoints/5. Bulk Plus results',
      subject === 'status'
        ? 'Success response: HTTP 200, header `X-Request-Id` (mandatory, echoes the request value), JSON body `{status: enum (mandatory), detail: string (conditional)}`.'
        : 'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).',
      'The 200 response carries the request X-Request-Id.',
    ),
  ];
}
