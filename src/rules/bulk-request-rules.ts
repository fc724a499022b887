import type { OperationId } from '../api/operations.ts';
import { assumed, documented, type Rule } from './rule.ts';

/**
 * The texts of the request rules the three bulk operations share (X-Request-Id, the optional
 * headers of endpoint 4, bearer token, scope, method, and on the bulk GET endpoints the
 * `{taskId}` path). Each rule is defined, id in full, in the area file of its operation
 * (submission-rules.ts, status-rules.ts, results-rules.ts); only the sentences are shared here.
 */

/** Subjects (rule-id prefixes) of the three bulk operations. */
export type BulkSubject = 'submit' | 'status' | 'results';

/** Where a shared rule comes from and what it asks, for either level. */
export type SharedRuleText =
  | {
      readonly level: 'documented';
      readonly section: string;
      readonly quote: string;
      readonly summary: string;
    }
  | {
      readonly level: 'assumed';
      readonly assumption: string;
      readonly quote: string;
      readonly summary: string;
    };

/** The rule `id` on `operation`, from the shared text `text`. */
export function sharedRule<const Id extends string>(
  id: Id,
  operation: OperationId,
  text: SharedRuleText,
): Rule<Id> {
  return text.level === 'documented'
    ? documented(id, [operation], text.section, text.quote, text.summary)
    : assumed(id, [operation], text.assumption, text.quote, text.summary);
}

const ENDPOINT_4 = 'Endpoints/4. Bulk status';
const A2_HEADERS =
  '`POST /vopgateway/v1/bulk`, headers `X-Request-Id` (UUID, mandatory), `Authorization` (mandatory), `Content-Type: application/x-ndjson`, optionally with a charset parameter that names UTF-8 (`; charset=utf-8`); another media type, or a charset other than UTF-8, gives 415 (interface.md\'s 415 row). Media types, parameter names and charset names compare as HTTP defines them (RFC 9110 §8.3: without regard to case; a quoted value is the same value), so `application/x-ndjson; charset=UTF-8` and `; charset="utf-8"` name UTF-8 too, and the optional headers of endpoint 4.';

/**
 * A header rule of endpoint 4 as the submission has it: through assumption A2 (on the bulk GET
 * endpoints it is documented; endpoint 5: "Their rules are as in endpoint 4").
 */
export function throughA2(text: SharedRuleText): SharedRuleText {
  return { level: 'assumed', assumption: 'A2', quote: A2_HEADERS, summary: text.summary };
}

const X_REQUEST_ID_ROW =
  'X-Request-Id | string | mandatory | RFC 4122 UUID used as correlation id; maximum 128 characters.';

export const X_REQUEST_ID_MANDATORY: SharedRuleText = {
  level: 'documented',
  section: ENDPOINT_4,
  quote: X_REQUEST_ID_ROW,
  summary: 'A request without X-Request-Id gets 400 FORMAT_ERROR MANDATORY_HEADER_NOT_PROVIDED.',
};

export const X_REQUEST_ID_UUID: SharedRuleText = {
  level: 'documented',
  section: ENDPOINT_4,
  quote: X_REQUEST_ID_ROW,
  summary: 'An X-Request-Id that is not a UUID gets 400 FORMAT_ERROR INVALID_HEADER.',
};

const A11_TEXT_FORM =
  'For `taskId` and `X-Request-Id`: the RFC 4122 text form, 8-4-4-4-12 hexadecimal digits, in either case. Version and variant digits are not asserted either way (a provider may accept or reject a nil UUID or an unusual version); every other shape is not a UUID.';

/** A11's decided shapes of X-Request-Id: either letter case is a UUID; braces, `urn:uuid:`, other hyphenation are not. */
export const X_REQUEST_ID_TEXT_FORM: SharedRuleText = {
  level: 'assumed',
  assumption: 'A11',
  quote: A11_TEXT_FORM,
  summary:
    'An X-Request-Id in upper or mixed case is accepted; one in braces, with urn:uuid:, without hyphens or hyphenated otherwise gets 400 INVALID_HEADER.',
};

const A14 =
  'A mandatory header other than Authorization that is present but empty (or only whitespace) gives 400 FORMAT_ERROR with the title INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED; either conforms.';

/** A14 on X-Request-Id: present but empty or whitespace. */
export const X_REQUEST_ID_EMPTY: SharedRuleText = {
  level: 'assumed',
  assumption: 'A14',
  quote: A14,
  summary:
    'An empty or whitespace X-Request-Id gets 400 FORMAT_ERROR INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED.',
};

/** A14 on the submission's Content-Type: present but empty or whitespace. */
export const CONTENT_TYPE_EMPTY: SharedRuleText = {
  level: 'assumed',
  assumption: 'A14',
  quote: A14,
  summary:
    'An empty or whitespace Content-Type gets 400 FORMAT_ERROR INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED, or 415 (A2: "another media type, or a charset other than UTF-8, gives 415").',
};

export const X_REQUEST_ID_MAX_128: SharedRuleText = {
  level: 'documented',
  section: 'Limits',
  quote: 'X-Request-Id | at most 128 characters',
  summary: 'An X-Request-Id of 129 characters gets 400 FORMAT_ERROR INVALID_HEADER.',
};

export const X_END_USER_PATTERN: SharedRuleText = {
  level: 'documented',
  section: ENDPOINT_4,
  quote: 'Pattern `^[a-zA-Z0-9\\-]{3,50}`, maximum 50 characters.',
  summary:
    'An X-End-User with a character outside letters, digits and hyphen gets 400 INVALID_HEADER; letters, digits and hyphens pass.',
};

/** X-End-User "has no effect on the result", on the two bulk GET endpoints. */
export const X_END_USER_NO_EFFECT: SharedRuleText = {
  level: 'documented',
  section: ENDPOINT_4,
  quote: 'Identifies end user, department or system; has no effect on the result.',
  summary:
    'A task submitted with one X-End-User is read the same (status, result lines) with another X-End-User or none.',
};

export const X_END_USER_LENGTH: SharedRuleText = {
  level: 'documented',
  section: 'Limits',
  quote: 'X-End-User | 3 to 50 characters, letters, digits and hyphen',
  summary: 'An X-End-User of 2 or 51 characters gets 400 INVALID_HEADER; 3 and 50 are accepted.',
};

export const X_SOFTWARE_SUPPLIER_MAX_70: SharedRuleText = {
  level: 'documented',
  section: 'Limits',
  quote: 'X-Software-Supplier | at most 70 characters',
  summary: 'An X-Software-Supplier of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
};

export const X_CHANNEL_MAX_70: SharedRuleText = {
  level: 'documented',
  section: 'Limits',
  quote: 'X-Channel | at most 70 characters',
  summary: 'An X-Channel of 71 characters gets 400 INVALID_HEADER; 70 is accepted.',
};

export const ACCEPT_LANGUAGE_ISO_639_1: SharedRuleText = {
  level: 'documented',
  section: 'Versioning',
  quote: 'The Accept-Language header format is ISO 639-1.',
  summary: 'A two-letter code is accepted; a value that is not a language tag gets 400 INVALID_HEADER (A10).',
};

const AUTHENTICATION_5 = '5. A missing or invalid token gives 401.';

export const AUTH_MISSING_401: SharedRuleText = {
  level: 'documented',
  section: 'Authentication',
  quote: AUTHENTICATION_5,
  summary: 'A request without Authorization gets 401.',
};

export const AUTH_INVALID_401: SharedRuleText = {
  level: 'documented',
  section: 'Authentication',
  quote: AUTHENTICATION_5,
  summary: 'A request with an unknown bearer token gets 401.',
};

const A15 =
  'A missing or empty Authorization header, or a bearer token that is unknown, expired or malformed, gives 401 (Authentication 5 and the HTTP statuses table).';

export const AUTH_MALFORMED_401: SharedRuleText = {
  level: 'assumed',
  assumption: 'A15',
  quote: A15,
  summary:
    'An empty Authorization, or one that is not `Bearer <token>` (Basic, no token, two tokens), gets 401.',
};

export const AUTH_EXPIRED_401: SharedRuleText = {
  level: 'assumed',
  assumption: 'A15',
  quote: A15,
  summary:
    'A bearer token past its expires_in gets 401 (tested when the target issues tokens short-lived enough to wait for).',
};

export const SCOPE_403: SharedRuleText = {
  level: 'assumed',
  assumption: 'A5',
  quote: 'A token issued to a client without the bulk scope gets 403 on both bulk endpoints.',
  summary: 'A token without the bulk scope gets 403.',
};

const A16 =
  '405 is asserted for POST, PUT, PATCH and DELETE on the two bulk GET paths and for GET, PUT, PATCH and DELETE on the submission path; HEAD and OPTIONS are neither required nor forbidden.';

/** A16 on the submission path. */
export const SUBMIT_METHOD_405: SharedRuleText = {
  level: 'assumed',
  assumption: 'A16',
  quote: A16,
  summary: 'GET, PUT, PATCH and DELETE get 405 (an Allow header is recorded as observed, not required).',
};

/** A16 on the two bulk GET paths. */
export const GET_METHOD_405: SharedRuleText = {
  level: 'assumed',
  assumption: 'A16',
  quote: A16,
  summary: 'POST, PUT, PATCH and DELETE get 405 (an Allow header is recorded as observed, not required).',
};

/** The echo of X-Request-Id on a 200 of a bulk GET endpoint, quoted from endpoint `section`. */
export function getEcho(section: string, quote: string): SharedRuleText {
  return {
    level: 'documented',
    section,
    quote,
    summary: 'The 200 response echoes the request X-Request-Id.',
  };
}

// The `{taskId}` path of the bulk GET endpoints: Accept (406), taskId format and case (A11), existence (A4).

export const ACCEPT_406: SharedRuleText = {
  level: 'documented',
  section: 'Errors/HTTP statuses',
  quote:
    '406 | Accept header requests a content type other than application/json and/or a charset other than UTF-8.',
  summary:
    'An Accept that admits none of the media types of the endpoint (another type, another charset) gets 406; one that admits one of them (a list, a wildcard) is served.',
};

export const TASKID_UUID: SharedRuleText = {
  level: 'documented',
  section: 'Resources/Bulk request (task)',
  quote:
    'Unique id returned when the bulk request is submitted. It must be a UUID; otherwise INVALID_FIELD is returned.',
  summary: 'A taskId that is not a UUID gets 400 FORMAT_ERROR INVALID_FIELD.',
};

/** A11's decided shapes of a taskId: braces, `urn:uuid:`, other hyphenation are not UUIDs. */
export const TASKID_TEXT_FORM: SharedRuleText = {
  level: 'assumed',
  assumption: 'A11',
  quote: A11_TEXT_FORM,
  summary:
    'A taskId in braces, with urn:uuid:, without hyphens or hyphenated otherwise gets 400 FORMAT_ERROR INVALID_FIELD.',
};

export const TASKID_CASE_INSENSITIVE: SharedRuleText = {
  level: 'assumed',
  assumption: 'A11',
  quote:
    'A taskId is compared case-insensitively: the upper-case form of an issued taskId names the same task.',
  summary: 'The upper-case form of an issued taskId names the same task.',
};

export const UNKNOWN_TASK_404: SharedRuleText = {
  level: 'assumed',
  assumption: 'A4',
  quote:
    'A well-formed UUID that names no task of this client: 404 with an error body, on both bulk endpoints.',
  summary: 'A UUID that names no task gets 404 with an error body.',
};
