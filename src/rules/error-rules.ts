import { BULK_OPERATIONS, OPERATIONS } from '../api/operations.ts';
import { assumed, documented } from './rule.ts';

const ERROR_RESPONSE = 'Errors/Error response';

/**
 * Rules every error response of the bulk operations must keep (interface.md Errors, Limits; A8;
 * the media type on the token endpoint's errors too),
 * the media type of the JSON success bodies (A8), and no 5xx.
 */
export const errorRules = [
  documented(
    'error-body-shape',
    BULK_OPERATIONS,
    ERROR_RESPONSE,
    'type | string | mandatory | URI reference (RFC 3986) identifying the problem type, shape <problem_type_uri>; maximum 70 characters.',
    'An error body is a JSON object with the mandatory type and code and the documented field types.',
  ),
  documented(
    'error-type-max-70',
    BULK_OPERATIONS,
    'Limits',
    'error type, title | at most 70 characters each',
    'An error type is at most 70 characters.',
  ),
  documented(
    'error-title-max-70',
    BULK_OPERATIONS,
    'Limits',
    'error type, title | at most 70 characters each',
    'An error title is at most 70 characters.',
  ),
  documented(
    'error-detail-max-500',
    BULK_OPERATIONS,
    'Limits',
    'error detail | at most 500 characters',
    'An error detail is at most 500 characters.',
  ),
  documented(
    'error-instance-max-256',
    BULK_OPERATIONS,
    'Limits',
    'error instance | at most 256 characters',
    'An error instance is at most 256 characters.',
  ),
  documented(
    'error-instance-form',
    BULK_OPERATIONS,
    ERROR_RESPONSE,
    'instance | string | optional | JSON pointer (RFC 6901) or XPath to the offending part of the request; maximum 256 characters.',
    'An error instance, when present (in an error body or a record-level error line), is a JSON pointer (RFC 6901) or an XPath, not another notation.',
  ),
  documented(
    'error-x-request-id-echo',
    BULK_OPERATIONS,
    ERROR_RESPONSE,
    'Headers: `X-Request-Id` (mandatory, echoes request), `Content-Type` (mandatory, for example application/json;charset=utf-8).',
    'An error response echoes the request X-Request-Id.',
  ),
  assumed(
    'error-content-type-json',
    ['token', ...BULK_OPERATIONS],
    'A8',
    'Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`.',
    "An error response of the bulk operations or of the token endpoint is application/json or application/problem+json, UTF-8 if a charset is given (the single checks' error bodies are not shown, A7).",
  ),
  assumed(
    'success-content-type-json',
    ['token', 'bulk-submit', 'bulk-status'],
    'A8',
    "Success responses with a JSON body (the token's 200, the submission's 202, the status 200) carry `Content-Type: application/json`, with optional `;charset=utf-8`: that is the type the Accept default names (interface.md endpoint 4 and its 406 row; RFC 6749 §5.1 for the token).",
    "The token's 200, the submission's 202 and the status 200 are labelled application/json, UTF-8 if a charset is given (type and charset in any case, the charset quoted or not).",
  ),
  documented(
    'error-format-error-code',
    BULK_OPERATIONS,
    'Errors/Functional errors',
    'Functional errors (code is FORMAT_ERROR, HTTP 400)',
    'A functional error (one of the FORMAT_ERROR titles) has code FORMAT_ERROR.',
  ),
  documented(
    'error-format-error-400',
    OPERATIONS,
    'Errors/Functional errors',
    'Functional errors (code is FORMAT_ERROR, HTTP 400)',
    'An error with code FORMAT_ERROR has HTTP status 400, on every operation (the token endpoint and the single checks too).',
  ),
  assumed(
    'error-format-error-title',
    OPERATIONS,
    'A8',
    'The title of an error is one of the FORMAT_ERROR titles whenever `code` is FORMAT_ERROR.',
    'An error with code FORMAT_ERROR has one of the seven FORMAT_ERROR titles, on every operation (the token endpoint and the single checks too).',
  ),
  documented(
    'server-no-5xx',
    OPERATIONS,
    'Errors/HTTP statuses',
    '400 | Malformed, missing or non-compliant JSON body or URL parameters.',
    'No request the suite sends, valid or invalid, gets a 5xx.',
  ),
] as const;
