import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { BulkOperationId, OperationId } from '../../api/operations.ts';
import { limits } from '../../schemas/limits.ts';
import { httpProblem, type Problem } from '../errors/problem.ts';
import type { Task, TaskStore } from '../tasks/task-store.ts';
import type { MockClient } from '../token/token-store.ts';
import {
  type AccessBehaviour,
  type AccessVerdict,
  type ActingAt,
  actingAt,
  type FaultSwitch,
  faultRows,
  type PresentedAccess,
  served,
} from './fault.ts';

/** The request-header checks of the bulk operations, in the order they run (src/mock/bulk/bulk-headers.ts). */
export type HeaderCheck =
  | 'x-request-id-max-128'
  | 'x-request-id-uuid'
  | 'x-end-user-length'
  | 'x-end-user-pattern'
  | 'x-software-supplier-max-70'
  | 'x-channel-max-70'
  | 'accept-language-iso-639-1';

/** An answer before the handler: the problem sent. */
interface ProblemAnswer {
  readonly problem: Problem;
}

/** Where a fault of the bulk requests acts; each member but `operation` is named after its hook. */
export interface RequestBehaviour {
  /** The bulk operation the fault breaks. */
  readonly operation: BulkOperationId;
  /** The requests the bearer-token check refuses (src/mock/faults/access.ts). */
  readonly access?: AccessBehaviour;
  /** The answer to a method the path does not serve (undefined: the handler's), given the correct 405. */
  readonly otherMethod?: (refused: ProblemAnswer) => ProblemAnswer | undefined;
  /** The X-Request-Id of a success answer (undefined: none), given the correct echo. */
  readonly successEcho?: (echo: string | undefined) => string | undefined;
  /**
   * The taskId looked up, given the one in the path and the task issued to any client as a
   * taskId (in any letter case), undefined when none is.
   */
  readonly taskIdLookedUp?: (taskId: string, issuedAs: (taskId: string) => Task | undefined) => string;
  /**
   * The answer to a missing or empty X-Request-Id (undefined: checked on), given the correct 400
   * and the request's headers.
   */
  readonly requestIdAbsent?: (refused: Problem, headers: IncomingHttpHeaders) => Problem | undefined;
  /** True when header check `check` finds `value` broken, given the correct verdict. */
  readonly headerCheck?: (check: HeaderCheck, value: string, broken: boolean) => boolean;
  /** True when the endpoint serves Accept `accept` (undefined: none sent), given the correct verdict. */
  readonly acceptServed?: (accept: string | undefined, served: boolean) => boolean;
  /** The answer to a taskId that is not a UUID (undefined: looked up), given the correct 400. */
  readonly taskIdNotUuid?: (refused: Problem, taskId: string) => Problem | undefined;
  /**
   * The task a read finds (undefined: none, 404), given the task of the client with that taskId
   * and the read's X-End-User (undefined: none).
   */
  readonly taskFound?: (task: Task, endUser: string | undefined) => Task | undefined;
  /** The answer to a taskId that names no task of the client, given the correct 404. */
  readonly unknownTask?: (refused: Problem) => Problem;
  /** The HTTP status of an accepted submission, given the correct 202. */
  readonly submittedStatus?: (status: number) => number;
  /** The answer to a submission without Content-Type (undefined: accepted), given the correct one. */
  readonly contentTypeMissing?: (refused: Problem) => Problem | undefined;
  /** The answer to a submission with an empty Content-Type (undefined: accepted), given the correct 400. */
  readonly contentTypeEmpty?: (refused: Problem) => Problem | undefined;
  /**
   * The answer to a submission's Content-Type with parameter `charset` (undefined: none), given
   * the correct one (undefined: accepted).
   */
  readonly contentType?: (charset: string | undefined, refused: Problem | undefined) => Problem | undefined;
}

type HeaderCheckBehaviour = NonNullable<RequestBehaviour['headerCheck']>;

/** Header check `check` passes every value: its rule is not checked. */
function accepts(check: HeaderCheck): HeaderCheckBehaviour {
  return (c, _value, broken) => (c === check ? false : broken);
}

/** Header check `check` also rejects a value of exactly `max()` characters: off by one, too strict. */
function rejectsAtLimit(check: HeaderCheck, max: () => number): HeaderCheckBehaviour {
  return (c, value, broken) => broken || (c === check && value.length === max());
}

/** Header check `check` also rejects every value `rejected` holds for: a rule stricter than the files. */
function alsoRejects(check: HeaderCheck, rejected: (value: string) => boolean): HeaderCheckBehaviour {
  return (c, value, broken) => broken || (c === check && rejected(value));
}

/** Header check `check` passes every value `taken` holds for: a rule more lenient than the files. */
function alsoTakes(check: HeaderCheck, taken: (value: string) => boolean): HeaderCheckBehaviour {
  return (c, value, broken) => (c === check && taken(value) ? false : broken);
}

/** Both checks of X-Request-Id pass a value over 128 characters (the UUID check would reject it anyway). */
const acceptsLongRequestId: HeaderCheckBehaviour = (check, value, broken) =>
  (check === 'x-request-id-max-128' || check === 'x-request-id-uuid') && value.length > limits().requestIdMax
    ? false
    : broken;

/**
 * `text` as a lenient UUID parser reads it (Python `uuid.UUID`, .NET `Guid.Parse`): braces or
 * parentheses, a `urn:uuid:` prefix and hyphens anywhere dropped, 32 hexadecimal digits left; the
 * 8-4-4-4-12 form of those digits, or undefined.
 */
function lenientUuid(text: string): string | undefined {
  const bare = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^[{(]/, '')
    .replace(/[})]$/, '')
    .replaceAll('-', '');
  if (!/^[0-9a-fA-F]{32}$/.test(bare)) return undefined;
  return `${bare.slice(0, 8)}-${bare.slice(8, 12)}-${bare.slice(12, 16)}-${bare.slice(16, 20)}-${bare.slice(20)}`;
}

/** A path segment percent-decoded (braces arrive as %7B…%7D), or as it is when it does not decode. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The 8-4-4-4-12 text form at the start of a value, as an unanchored pattern finds it. */
const UUID_AT_START = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/;

/**
 * `text` as Java's `UUID.fromString` reads it: five hyphen-separated groups of 1-8, 1-4, 1-4, 1-4
 * and 1-12 hexadecimal digits, at most 36 characters, each group padded with leading zeros; the
 * 8-4-4-4-12 form, or undefined.
 */
function javaUuid(text: string): string | undefined {
  const groups =
    /^([0-9a-fA-F]{1,8})-([0-9a-fA-F]{1,4})-([0-9a-fA-F]{1,4})-([0-9a-fA-F]{1,4})-([0-9a-fA-F]{1,12})$/.exec(
      text,
    );
  if (!groups || text.length > 36) return undefined;
  const widths = [8, 4, 4, 4, 12];
  return groups
    .slice(1)
    .map((group, i) => group.padStart(widths[i] ?? 0, '0'))
    .join('-');
}

/** The hexadecimal digits, for a lookup that ignores the last digit of a taskId. */
const HEX_DIGITS = Array.from('0123456789abcdef');

/** X-End-User as a "slug" pattern reads it: groups of letters and digits joined by single hyphens. */
const SLUG = /^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/;

/** The X-End-User character class of interface.md Endpoints/4, applied to what precedes the first space. */
const END_USER_CHARACTERS = /^[a-zA-Z0-9-]+$/;

/** The answer to a client without the bulk scope as if its token were invalid. */
function unauthorized(): AccessVerdict {
  return { problem: httpProblem(401, 'UNAUTHORIZED', 'The bearer token is not valid here.') };
}

/** The base64url alphabet of the mock's bearer tokens. */
const TOKEN_ALPHABET = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');

/** The bearer token of `Authorization: Bearer <token>`, or undefined. */
function bearerToken(presented: PresentedAccess): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(presented.authorization ?? '')?.[1];
}

/** Served for the client of a live token that the presented bearer token starts with (compared by prefix). */
function startsWithIssued(_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined {
  const token = bearerToken(presented) ?? '';
  for (let length = token.length - 1; length > 0; length -= 1) {
    const client = presented.liveClient(token.slice(0, length));
    if (client) return served(client);
  }
  return undefined;
}

/** Served for the client of a live token one character longer than the presented one (its last one dropped). */
function issuedWithoutLast(_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined {
  const token = bearerToken(presented);
  if (!token) return undefined;
  for (const last of TOKEN_ALPHABET) {
    const client = presented.liveClient(token + last);
    if (client) return served(client);
  }
  return undefined;
}

/** Served for the client whose API key and secret `Authorization: Basic …` carries (either scheme taken). */
function basicCredentials(_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(presented.authorization ?? '')?.[1];
  if (!encoded) return undefined;
  const pair = Buffer.from(encoded, 'base64').toString('utf8');
  const client = presented.clients.find((c) => `${c.credentials.apiKey}:${c.credentials.apiSecret}` === pair);
  return client ? served(client) : undefined;
}

/**
 * Served for the client of the live token `pattern` finds in the Authorization header (its first
 * group), as a lenient reader of `Bearer <token>` finds it; else unchanged.
 */
function lenientBearer(pattern: RegExp) {
  return (_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined => {
    const token = pattern.exec(presented.authorization ?? '')?.[1];
    const client = token === undefined ? undefined : presented.liveClient(token);
    return client ? served(client) : undefined;
  };
}

/** Served for the client of a live token in the `access_token` query parameter (RFC 6750 2.3). */
function queryToken(_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined {
  const token = presented.query('access_token');
  const client = token === undefined ? undefined : presented.liveClient(token);
  return client ? served(client) : undefined;
}

/** Served for the client whose API key an `x-api-key` or `apikey` header carries (an API-key gateway). */
function apiKeyHeader(_client: MockClient, presented: PresentedAccess): AccessVerdict | undefined {
  const keys = [presented.header('x-api-key'), presented.header('apikey')];
  const client = presented.clients.find((c) => keys.includes(c.credentials.apiKey));
  return client ? served(client) : undefined;
}

/** The answer to a missing X-Request-Id (not an empty one) as a fault that serves it. */
function servesMissingRequestId(refused: Problem, headers: IncomingHttpHeaders): Problem | undefined {
  return headers['x-request-id'] === undefined ? undefined : refused;
}

/** The answer to an empty or whitespace X-Request-Id as a fault that takes it for none and generates one. */
function servesEmptyRequestId(refused: Problem, headers: IncomingHttpHeaders): Problem | undefined {
  return headers['x-request-id'] === undefined ? refused : undefined;
}

/**
 * The X-Request-Id checks of a fault that takes an empty or whitespace X-Request-Id for none
 * (`servesEmptyRequestId`): such a value breaks none of them, as no value was sent.
 */
function emptyRequestIdUnchecked(check: HeaderCheck, value: string, broken: boolean): boolean {
  return check.startsWith('x-request-id') && value.trim() === '' ? false : broken;
}

/** Another method answered as if the path did not exist. */
const NOT_FOUND: ProblemAnswer = { problem: httpProblem(404, 'NOT_FOUND', 'No such resource.') };

/** The 415 of a submission's Content-Type. */
const UNSUPPORTED_CHARSET = httpProblem(
  415,
  'UNSUPPORTED_MEDIA_TYPE',
  'Use application/x-ndjson with charset UTF-8.',
);

const fault = faultRows<RequestBehaviour>();

/**
 * Faults of requests to the three bulk operations: headers, authorization, scope, methods, taskId
 * in the path, the success response (Endpoints/4-6; A2, A4, A5, A10-A12, A14-A16), with their
 * behaviour. Each names the operation it breaks.
 */
export const REQUESTS_FAULTS = [
  fault({
    id: 'results-accept-406/ndjson-alias',
    rule: 'results-accept-406',
    summary: 'A results request with Accept: application/ndjson (no `x-`) is served (200) instead of 406.',
    operation: 'bulk-results',
    acceptServed: (accept, served) => served || (accept ?? '').trim().toLowerCase() === 'application/ndjson',
  }),
  fault({
    id: 'results-accept-406/quoted-charset',
    rule: 'results-accept-406',
    summary:
      'A results request whose Accept names the charset quoted (`application/x-ndjson; charset="UTF-8"`) gets 406, although it admits UTF-8.',
    operation: 'bulk-results',
    acceptServed: (accept, served) => served && !/charset\s*=\s*"/i.test(accept ?? ''),
  }),
  fault({
    id: 'results-accept-406',
    rule: 'results-accept-406',
    summary: 'A results request with an Accept of another media type is served instead of 406.',
    operation: 'bulk-results',
    acceptServed: () => true,
  }),
  fault({
    id: 'results-accept-language-iso-639-1/empty-default',
    rule: 'results-accept-language-iso-639-1',
    summary:
      'A results request with an empty or whitespace Accept-Language is served (200): it falls back to the default language.',
    operation: 'bulk-results',
    headerCheck: alsoTakes('accept-language-iso-639-1', (value) => value.trim() === ''),
  }),
  fault({
    id: 'results-accept-language-iso-639-1',
    rule: 'results-accept-language-iso-639-1',
    summary: 'A results request whose Accept-Language is no language tag is served.',
    operation: 'bulk-results',
    headerCheck: accepts('accept-language-iso-639-1'),
  }),
  fault({
    id: 'results-auth-expired-401',
    rule: 'results-auth-expired-401',
    summary: 'A results request with a bearer token past its expires_in is served (200) instead of 401.',
    operation: 'bulk-results',
    access: { expired: served },
  }),
  fault({
    id: 'results-auth-invalid-401/prefix',
    rule: 'results-auth-invalid-401',
    summary:
      'A results request whose bearer token starts with an issued token (the issued token with characters appended) is served (200): tokens are compared by prefix.',
    operation: 'bulk-results',
    access: { unknown: startsWithIssued },
  }),
  fault({
    id: 'results-auth-invalid-401/truncated',
    rule: 'results-auth-invalid-401',
    summary:
      'A results request whose bearer token is an issued token without its last character is served (200).',
    operation: 'bulk-results',
    access: { unknown: issuedWithoutLast },
  }),
  fault({
    id: 'results-auth-invalid-401',
    rule: 'results-auth-invalid-401',
    summary: 'A results request with an unknown bearer token is served.',
    operation: 'bulk-results',
    access: { unknown: served },
  }),
  fault({
    id: 'results-auth-malformed-401/basic-credentials',
    rule: 'results-auth-malformed-401',
    summary:
      "A results request with Authorization: Basic and the client's real API key and secret is served (200): the gateway takes either scheme.",
    operation: 'bulk-results',
    access: { malformed: basicCredentials },
  }),
  fault({
    id: 'results-auth-malformed-401',
    rule: 'results-auth-malformed-401',
    summary: 'A results request whose Authorization is not `Bearer <token>` is served.',
    operation: 'bulk-results',
    access: { empty: served, malformed: served },
  }),
  fault({
    id: 'results-auth-missing-401/api-key-header',
    rule: 'results-auth-missing-401',
    summary:
      "A results request without Authorization but with the client's API key in an x-api-key or apikey header is served (200).",
    operation: 'bulk-results',
    access: { missing: apiKeyHeader },
  }),
  fault({
    id: 'results-auth-missing-401/query-token',
    rule: 'results-auth-missing-401',
    summary:
      'A results request without Authorization but with a valid token as the access_token query parameter is served (200).',
    operation: 'bulk-results',
    access: { missing: queryToken },
  }),
  fault({
    id: 'results-auth-missing-401',
    rule: 'results-auth-missing-401',
    summary: 'A results request without Authorization is served.',
    operation: 'bulk-results',
    access: { missing: served },
  }),
  fault({
    id: 'results-method-405/404',
    rule: 'results-method-405',
    summary: 'POST, PUT, PATCH and DELETE on the results path get 404 instead of 405.',
    operation: 'bulk-results',
    otherMethod: () => NOT_FOUND,
  }),
  fault({
    id: 'results-method-405',
    rule: 'results-method-405',
    summary: 'POST, PUT, PATCH and DELETE on the results path are served like GET instead of 405.',
    operation: 'bulk-results',
    otherMethod: () => undefined,
  }),
  fault({
    id: 'results-scope-403/401',
    rule: 'results-scope-403',
    summary: 'A results request with a token without the bulk scope gets 401 instead of 403.',
    operation: 'bulk-results',
    access: { noScope: unauthorized },
  }),
  fault({
    id: 'results-scope-403',
    rule: 'results-scope-403',
    summary: 'A results request with a token without the bulk scope is served instead of 403.',
    operation: 'bulk-results',
    access: { noScope: served },
  }),
  fault({
    id: 'results-taskid-case-insensitive',
    rule: 'results-taskid-case-insensitive',
    summary:
      'The results endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404.',
    operation: 'bulk-results',
    taskIdLookedUp: (taskId, issuedAs) => {
      const issued = issuedAs(taskId);
      return issued && issued.taskId !== taskId ? randomUUID() : taskId;
    },
  }),
  fault({
    id: 'results-taskid-text-form',
    rule: 'results-taskid-text-form',
    summary:
      'A taskId in braces, with urn:uuid: or without (or with moved) hyphens names the task of its digits (a lenient UUID parser), so an unknown one gets 404 instead of 400 INVALID_FIELD.',
    operation: 'bulk-results',
    taskIdLookedUp: (taskId) => lenientUuid(taskId) ?? taskId,
  }),
  fault({
    id: 'results-taskid-uuid/wrong-title',
    rule: 'results-taskid-uuid',
    summary:
      'A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD.',
    operation: 'bulk-results',
    // The A11 shapes a lenient parser reads are results-taskid-text-form's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined
        ? refused
        : { ...refused, body: { ...refused.body, title: 'INVALID_REQUEST' } },
  }),
  fault({
    id: 'results-taskid-uuid',
    rule: 'results-taskid-uuid',
    summary: 'A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD.',
    operation: 'bulk-results',
    // The A11 shapes a lenient parser reads are results-taskid-text-form's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined ? refused : undefined,
  }),
  fault({
    id: 'results-unknown-task-404',
    rule: 'results-unknown-task-404',
    summary: 'A UUID that names no task gets 400 instead of 404.',
    operation: 'bulk-results',
    unknownTask: () => httpProblem(400, 'BAD_REQUEST', 'No such task.'),
  }),
  fault({
    id: 'results-x-channel-max-70',
    rule: 'results-x-channel-max-70',
    summary: 'A results request with a 71-character X-Channel is served.',
    operation: 'bulk-results',
    headerCheck: accepts('x-channel-max-70'),
  }),
  fault({
    id: 'results-x-end-user-length',
    rule: 'results-x-end-user-length',
    summary: 'A results request whose X-End-User is shorter than 3 or longer than 50 characters is served.',
    operation: 'bulk-results',
    headerCheck: accepts('x-end-user-length'),
  }),
  fault({
    id: 'results-x-end-user-no-effect/partitioned',
    rule: 'results-x-end-user-no-effect',
    summary:
      'Tasks are scoped by the X-End-User they were submitted with: a read with another X-End-User, or none, gets 404.',
    operation: 'bulk-results',
    taskFound: (task, endUser) => (task.endUser === endUser ? task : undefined),
  }),
  fault({
    id: 'results-x-end-user-pattern/slug',
    rule: 'results-x-end-user-pattern',
    summary:
      'A results request whose X-End-User starts or ends with a hyphen or has two in a row (`---`, `abc-`) gets 400 INVALID_HEADER: a slug pattern is applied.',
    operation: 'bulk-results',
    headerCheck: alsoRejects('x-end-user-pattern', (value) => !SLUG.test(value)),
  }),
  fault({
    id: 'results-x-end-user-pattern/stops-at-space',
    rule: 'results-x-end-user-pattern',
    summary:
      'A results request whose X-End-User is valid up to an inner space (`abc def`) is served (200): the header is read up to the first space.',
    operation: 'bulk-results',
    headerCheck: (check, value, broken) =>
      check === 'x-end-user-pattern' ? !END_USER_CHARACTERS.test(value.split(' ')[0] ?? '') : broken,
  }),
  fault({
    id: 'results-x-end-user-pattern',
    rule: 'results-x-end-user-pattern',
    summary:
      'A results request whose X-End-User has characters outside letters, digits and hyphen is served.',
    operation: 'bulk-results',
    headerCheck: accepts('x-end-user-pattern'),
  }),
  fault({
    id: 'results-x-request-id-echo',
    rule: 'results-x-request-id-echo',
    summary: 'The 200 of the results endpoint carries no X-Request-Id.',
    operation: 'bulk-results',
    successEcho: () => undefined,
  }),
  fault({
    id: 'results-x-request-id-empty/accepted',
    rule: 'results-x-request-id-empty',
    summary:
      'A results request with an empty or whitespace X-Request-Id is served (200): it is taken for none and a fresh one generated.',
    operation: 'bulk-results',
    requestIdAbsent: servesEmptyRequestId,
    headerCheck: emptyRequestIdUnchecked,
  }),
  fault({
    id: 'results-x-request-id-mandatory',
    rule: 'results-x-request-id-mandatory',
    summary: 'A results request without X-Request-Id is served.',
    operation: 'bulk-results',
    requestIdAbsent: servesMissingRequestId,
  }),
  fault({
    id: 'results-x-request-id-max-128',
    rule: 'results-x-request-id-max-128',
    summary: 'A results request with an X-Request-Id of 129+ characters passes the length check.',
    operation: 'bulk-results',
    headerCheck: acceptsLongRequestId,
  }),
  fault({
    id: 'results-x-request-id-text-form',
    rule: 'results-x-request-id-text-form',
    summary:
      'A results request whose X-Request-Id is a UUID in braces, with urn:uuid: or without (or with moved) hyphens is served (200): a lenient UUID parser reads it.',
    operation: 'bulk-results',
    headerCheck: alsoTakes('x-request-id-uuid', (value) => lenientUuid(value) !== undefined),
  }),
  fault({
    id: 'results-x-request-id-uuid/v4-only',
    rule: 'results-x-request-id-uuid',
    summary:
      'A results request whose X-Request-Id is a UUID of version 1, 2, 3 or 5 gets 400 INVALID_HEADER: only version 4 is taken.',
    operation: 'bulk-results',
    headerCheck: alsoRejects('x-request-id-uuid', (value) => value.charAt(14) !== '4'),
  }),
  fault({
    id: 'results-x-request-id-uuid',
    rule: 'results-x-request-id-uuid',
    summary: 'A results request whose X-Request-Id is not a UUID is served.',
    operation: 'bulk-results',
    headerCheck: accepts('x-request-id-uuid'),
  }),
  fault({
    id: 'results-x-software-supplier-max-70/single-token',
    rule: 'results-x-software-supplier-max-70',
    summary:
      'A results request whose X-Software-Supplier lists several suppliers (a comma or a space in it) gets 400 INVALID_HEADER.',
    operation: 'bulk-results',
    headerCheck: alsoRejects('x-software-supplier-max-70', (value) => /[ ,]/.test(value)),
  }),
  fault({
    id: 'results-x-software-supplier-max-70',
    rule: 'results-x-software-supplier-max-70',
    summary: 'A results request with a 71-character X-Software-Supplier is served.',
    operation: 'bulk-results',
    headerCheck: accepts('x-software-supplier-max-70'),
  }),
  fault({
    id: 'status-accept-406/list-refused',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept is a list (`text/html, application/json`) gets 406, although it admits application/json.',
    operation: 'bulk-status',
    acceptServed: (accept, served) => served && !(accept ?? '').includes(','),
  }),
  fault({
    id: 'status-accept-406/wildcard-first-letter',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept is a type wildcard matches its type on the first letter only: `audio/*` is served (200) instead of 406.',
    operation: 'bulk-status',
    acceptServed: (accept, served) => served || /(^|,)\s*a[a-z0-9.+-]*\/\*/i.test(accept ?? ''),
  }),
  fault({
    id: 'status-accept-406/prefix',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept starts with application/json (`application/jsonl`, `application/json; charset=iso-8859-1`) is served (200) instead of 406.',
    operation: 'bulk-status',
    acceptServed: (accept, served) =>
      served || (accept ?? '').trim().toLowerCase().startsWith('application/json'),
  }),
  fault({
    id: 'status-accept-406/utf8-alias',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept names `charset=utf8` is served (200), although utf8 is no name of UTF-8 (IANA registry, RFC 9110 §8.3.2).',
    operation: 'bulk-status',
    acceptServed: (accept, served) => served || /charset\s*=\s*"?utf8"?\s*($|[;,])/i.test(accept ?? ''),
  }),
  fault({
    id: 'status-accept-406/case-sensitive',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept is not all lower case (`Application/JSON`, `charset=UTF-8`) gets 406, although media types and charsets compare without regard to case (A2).',
    operation: 'bulk-status',
    acceptServed: (accept, served) => served && (accept ?? '') === (accept ?? '').toLowerCase(),
  }),
  fault({
    id: 'status-accept-406/wildcard-refused',
    rule: 'status-accept-406',
    summary:
      'A status request whose Accept is a wildcard (`*/*`, `application/*`) gets 406, although it admits application/json.',
    operation: 'bulk-status',
    acceptServed: (accept, served) => served && !(accept ?? '').includes('*'),
  }),
  fault({
    id: 'status-accept-406',
    rule: 'status-accept-406',
    summary: 'A status request with an Accept of another media type gets 200 instead of 406.',
    operation: 'bulk-status',
    acceptServed: () => true,
  }),
  fault({
    id: 'status-accept-language-iso-639-1/empty-default',
    rule: 'status-accept-language-iso-639-1',
    summary:
      'A status request with an empty or whitespace Accept-Language is served (200): it falls back to the default language.',
    operation: 'bulk-status',
    headerCheck: alsoTakes('accept-language-iso-639-1', (value) => value.trim() === ''),
  }),
  fault({
    id: 'status-accept-language-iso-639-1',
    rule: 'status-accept-language-iso-639-1',
    summary: 'A status request whose Accept-Language is no language tag gets 200.',
    operation: 'bulk-status',
    headerCheck: accepts('accept-language-iso-639-1'),
  }),
  fault({
    id: 'status-auth-expired-401',
    rule: 'status-auth-expired-401',
    summary: 'A status request with a bearer token past its expires_in is served (200) instead of 401.',
    operation: 'bulk-status',
    access: { expired: served },
  }),
  fault({
    id: 'status-auth-invalid-401/prefix',
    rule: 'status-auth-invalid-401',
    summary:
      'A status request whose bearer token starts with an issued token (the issued token with characters appended) is served (200): tokens are compared by prefix.',
    operation: 'bulk-status',
    access: { unknown: startsWithIssued },
  }),
  fault({
    id: 'status-auth-invalid-401/truncated',
    rule: 'status-auth-invalid-401',
    summary:
      'A status request whose bearer token is an issued token without its last character is served (200).',
    operation: 'bulk-status',
    access: { unknown: issuedWithoutLast },
  }),
  fault({
    id: 'status-auth-invalid-401',
    rule: 'status-auth-invalid-401',
    summary: 'A status request with an unknown bearer token is served.',
    operation: 'bulk-status',
    access: { unknown: served },
  }),
  fault({
    id: 'status-auth-malformed-401/basic-credentials',
    rule: 'status-auth-malformed-401',
    summary:
      "A status request with Authorization: Basic and the client's real API key and secret is served (200): the gateway takes either scheme.",
    operation: 'bulk-status',
    access: { malformed: basicCredentials },
  }),
  fault({
    id: 'status-auth-malformed-401/scheme-suffix',
    rule: 'status-auth-malformed-401',
    summary: 'A status request whose scheme ends in Bearer (xBearer) with a live token is served (200).',
    operation: 'bulk-status',
    access: { malformed: lenientBearer(/Bearer\s+(\S+)\s*$/i) },
  }),
  fault({
    id: 'status-auth-malformed-401/trailing-text',
    rule: 'status-auth-malformed-401',
    summary:
      'A status request with a live token followed by a second word (Bearer <token> x) is served (200).',
    operation: 'bulk-status',
    access: { malformed: lenientBearer(/^Bearer\s+(\S+)/i) },
  }),
  fault({
    id: 'status-auth-malformed-401',
    rule: 'status-auth-malformed-401',
    summary: 'A status request whose Authorization is not `Bearer <token>` is served.',
    operation: 'bulk-status',
    access: { empty: served, malformed: served },
  }),
  fault({
    id: 'status-auth-missing-401/api-key-header',
    rule: 'status-auth-missing-401',
    summary:
      "A status request without Authorization but with the client's API key in an x-api-key or apikey header is served (200).",
    operation: 'bulk-status',
    access: { missing: apiKeyHeader },
  }),
  fault({
    id: 'status-auth-missing-401/query-token',
    rule: 'status-auth-missing-401',
    summary:
      'A status request without Authorization but with a valid token as the access_token query parameter is served (200).',
    operation: 'bulk-status',
    access: { missing: queryToken },
  }),
  fault({
    id: 'status-auth-missing-401',
    rule: 'status-auth-missing-401',
    summary: 'A status request without Authorization is served.',
    operation: 'bulk-status',
    access: { missing: served },
  }),
  fault({
    id: 'status-method-405/404',
    rule: 'status-method-405',
    summary: 'POST, PUT, PATCH and DELETE on the status path get 404 instead of 405.',
    operation: 'bulk-status',
    otherMethod: () => NOT_FOUND,
  }),
  fault({
    id: 'status-method-405',
    rule: 'status-method-405',
    summary: 'POST, PUT, PATCH and DELETE on the status path are served like GET instead of 405.',
    operation: 'bulk-status',
    otherMethod: () => undefined,
  }),
  fault({
    id: 'status-scope-403/401',
    rule: 'status-scope-403',
    summary: 'A status request with a token without the bulk scope gets 401 instead of 403.',
    operation: 'bulk-status',
    access: { noScope: unauthorized },
  }),
  fault({
    id: 'status-scope-403',
    rule: 'status-scope-403',
    summary: 'A status request with a token without the bulk scope is served instead of 403.',
    operation: 'bulk-status',
    access: { noScope: served },
  }),
  fault({
    id: 'status-taskid-case-insensitive',
    rule: 'status-taskid-case-insensitive',
    summary:
      'The status endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404.',
    operation: 'bulk-status',
    taskIdLookedUp: (taskId, issuedAs) => {
      const issued = issuedAs(taskId);
      return issued && issued.taskId !== taskId ? randomUUID() : taskId;
    },
  }),
  fault({
    id: 'status-taskid-text-form',
    rule: 'status-taskid-text-form',
    summary:
      'A taskId in braces, with urn:uuid: or without (or with moved) hyphens names the task of its digits (a lenient UUID parser), so an unknown one gets 404 instead of 400 INVALID_FIELD.',
    operation: 'bulk-status',
    taskIdLookedUp: (taskId) => lenientUuid(taskId) ?? taskId,
  }),
  fault({
    id: 'status-taskid-uuid/java-groups',
    rule: 'status-taskid-uuid',
    summary:
      "A taskId of five hyphen-separated hex groups of other lengths is taken for a UUID (Java's UUID.fromString), so an unknown one gets 404 instead of 400 INVALID_FIELD.",
    operation: 'bulk-status',
    taskIdLookedUp: (taskId) => javaUuid(taskId) ?? taskId,
  }),
  fault({
    id: 'status-taskid-uuid/unanchored',
    rule: 'status-taskid-uuid',
    summary:
      'A taskId that starts with a UUID (`<uuid>g`) is taken for that UUID (a pattern without `$`), so an unknown one gets 404 instead of 400 INVALID_FIELD.',
    operation: 'bulk-status',
    taskIdLookedUp: (taskId) => UUID_AT_START.exec(taskId)?.[0] ?? taskId,
  }),
  fault({
    id: 'status-taskid-uuid/wrong-title',
    rule: 'status-taskid-uuid',
    summary:
      'A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD.',
    operation: 'bulk-status',
    // The A11 shapes a lenient parser reads are status-taskid-text-form's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined
        ? refused
        : { ...refused, body: { ...refused.body, title: 'INVALID_REQUEST' } },
  }),
  fault({
    id: 'status-taskid-uuid',
    rule: 'status-taskid-uuid',
    summary: 'A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD.',
    operation: 'bulk-status',
    // The A11 shapes a lenient parser reads are status-taskid-text-form's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined ? refused : undefined,
  }),
  fault({
    id: 'status-unknown-task-404/prefix-lookup',
    rule: 'status-unknown-task-404',
    summary:
      'A task is looked up by a prefix of its taskId (the last hexadecimal digit is ignored), so an unknown taskId one digit from an issued one names that task (200).',
    operation: 'bulk-status',
    taskIdLookedUp: (taskId, issuedAs) =>
      issuedAs(taskId) || taskId.length !== 36
        ? taskId
        : (HEX_DIGITS.map((d) => issuedAs(taskId.slice(0, -1) + d)).find((task) => task)?.taskId ?? taskId),
  }),
  fault({
    id: 'status-unknown-task-404',
    rule: 'status-unknown-task-404',
    summary: 'A UUID that names no task gets 400 instead of 404.',
    operation: 'bulk-status',
    unknownTask: () => httpProblem(400, 'BAD_REQUEST', 'No such task.'),
  }),
  fault({
    id: 'status-x-channel-max-70/strict',
    rule: 'status-x-channel-max-70',
    summary: 'A status request with an X-Channel of 70 characters gets 400 INVALID_HEADER instead of 200.',
    operation: 'bulk-status',
    headerCheck: rejectsAtLimit('x-channel-max-70', () => limits().channelMax),
  }),
  fault({
    id: 'status-x-channel-max-70',
    rule: 'status-x-channel-max-70',
    summary: 'A status request with a 71-character X-Channel gets 200.',
    operation: 'bulk-status',
    headerCheck: accepts('x-channel-max-70'),
  }),
  fault({
    id: 'status-x-end-user-length/strict',
    rule: 'status-x-end-user-length',
    summary: 'A status request with an X-End-User of 50 characters gets 400 INVALID_HEADER instead of 200.',
    operation: 'bulk-status',
    headerCheck: rejectsAtLimit('x-end-user-length', () => limits().endUserMax),
  }),
  fault({
    id: 'status-x-end-user-length',
    rule: 'status-x-end-user-length',
    summary: 'A status request whose X-End-User is shorter than 3 or longer than 50 characters gets 200.',
    operation: 'bulk-status',
    headerCheck: accepts('x-end-user-length'),
  }),
  fault({
    id: 'status-x-end-user-no-effect/partitioned',
    rule: 'status-x-end-user-no-effect',
    summary:
      'Tasks are scoped by the X-End-User they were submitted with: a read with another X-End-User, or none, gets 404.',
    operation: 'bulk-status',
    taskFound: (task, endUser) => (task.endUser === endUser ? task : undefined),
  }),
  fault({
    id: 'status-x-end-user-pattern/slug',
    rule: 'status-x-end-user-pattern',
    summary:
      'A status request whose X-End-User starts or ends with a hyphen or has two in a row (`---`, `abc-`) gets 400 INVALID_HEADER: a slug pattern is applied.',
    operation: 'bulk-status',
    headerCheck: alsoRejects('x-end-user-pattern', (value) => !SLUG.test(value)),
  }),
  fault({
    id: 'status-x-end-user-pattern/stops-at-space',
    rule: 'status-x-end-user-pattern',
    summary:
      'A status request whose X-End-User is valid up to an inner space (`abc def`) is served (200): the header is read up to the first space.',
    operation: 'bulk-status',
    headerCheck: (check, value, broken) =>
      check === 'x-end-user-pattern' ? !END_USER_CHARACTERS.test(value.split(' ')[0] ?? '') : broken,
  }),
  fault({
    id: 'status-x-end-user-pattern',
    rule: 'status-x-end-user-pattern',
    summary: 'A status request whose X-End-User has characters outside letters, digits and hyphen gets 200.',
    operation: 'bulk-status',
    headerCheck: accepts('x-end-user-pattern'),
  }),
  fault({
    id: 'status-x-request-id-echo/other-value',
    rule: 'status-x-request-id-echo',
    summary: "The 200 of the status endpoint carries an X-Request-Id other than the request's.",
    operation: 'bulk-status',
    successEcho: () => randomUUID(),
  }),
  fault({
    id: 'status-x-request-id-echo',
    rule: 'status-x-request-id-echo',
    summary: 'The 200 of the status endpoint carries no X-Request-Id.',
    operation: 'bulk-status',
    successEcho: () => undefined,
  }),
  fault({
    id: 'status-x-request-id-empty/accepted',
    rule: 'status-x-request-id-empty',
    summary:
      'A status request with an empty or whitespace X-Request-Id is served (200): it is taken for none and a fresh one generated.',
    operation: 'bulk-status',
    requestIdAbsent: servesEmptyRequestId,
    headerCheck: emptyRequestIdUnchecked,
  }),
  fault({
    id: 'status-x-request-id-mandatory/correlation-alias',
    rule: 'status-x-request-id-mandatory',
    summary:
      'A status request without X-Request-Id but with an X-Correlation-Id is served (200): X-Correlation-Id is taken for X-Request-Id.',
    operation: 'bulk-status',
    requestIdAbsent: (refused, headers) =>
      headers['x-request-id'] === undefined && headers['x-correlation-id'] !== undefined
        ? undefined
        : refused,
  }),
  fault({
    id: 'status-x-request-id-mandatory',
    rule: 'status-x-request-id-mandatory',
    summary: 'A status request without X-Request-Id gets 200 instead of 400.',
    operation: 'bulk-status',
    requestIdAbsent: servesMissingRequestId,
  }),
  fault({
    id: 'status-x-request-id-max-128',
    rule: 'status-x-request-id-max-128',
    summary: 'A status request with an X-Request-Id of 129+ characters passes the length check.',
    operation: 'bulk-status',
    headerCheck: acceptsLongRequestId,
  }),
  fault({
    id: 'status-x-request-id-text-form/upper-case',
    rule: 'status-x-request-id-text-form',
    summary:
      'A status request whose X-Request-Id has upper-case hexadecimal digits gets 400 INVALID_HEADER: only lower case is taken.',
    operation: 'bulk-status',
    headerCheck: alsoRejects('x-request-id-uuid', (value) => /[A-F]/.test(value)),
  }),
  fault({
    id: 'status-x-request-id-text-form',
    rule: 'status-x-request-id-text-form',
    summary:
      'A status request whose X-Request-Id is a UUID in braces, with urn:uuid: or without (or with moved) hyphens is served (200): a lenient UUID parser reads it.',
    operation: 'bulk-status',
    headerCheck: alsoTakes('x-request-id-uuid', (value) => lenientUuid(value) !== undefined),
  }),
  fault({
    id: 'status-x-request-id-uuid/v4-only',
    rule: 'status-x-request-id-uuid',
    summary:
      'A status request whose X-Request-Id is a UUID of version 1, 2, 3 or 5 gets 400 INVALID_HEADER: only version 4 is taken.',
    operation: 'bulk-status',
    headerCheck: alsoRejects('x-request-id-uuid', (value) => value.charAt(14) !== '4'),
  }),
  fault({
    id: 'status-x-request-id-uuid',
    rule: 'status-x-request-id-uuid',
    summary: 'A status request whose X-Request-Id is not a UUID gets 200 instead of 400.',
    operation: 'bulk-status',
    headerCheck: accepts('x-request-id-uuid'),
  }),
  fault({
    id: 'status-x-software-supplier-max-70/single-token',
    rule: 'status-x-software-supplier-max-70',
    summary:
      'A status request whose X-Software-Supplier lists several suppliers (a comma or a space in it) gets 400 INVALID_HEADER.',
    operation: 'bulk-status',
    headerCheck: alsoRejects('x-software-supplier-max-70', (value) => /[ ,]/.test(value)),
  }),
  fault({
    id: 'status-x-software-supplier-max-70/strict',
    rule: 'status-x-software-supplier-max-70',
    summary:
      'A status request with an X-Software-Supplier of 70 characters gets 400 INVALID_HEADER instead of 200.',
    operation: 'bulk-status',
    headerCheck: rejectsAtLimit('x-software-supplier-max-70', () => limits().softwareSupplierMax),
  }),
  fault({
    id: 'status-x-software-supplier-max-70',
    rule: 'status-x-software-supplier-max-70',
    summary: 'A status request with a 71-character X-Software-Supplier gets 200.',
    operation: 'bulk-status',
    headerCheck: accepts('x-software-supplier-max-70'),
  }),
  fault({
    id: 'submit-202-task-id',
    rule: 'submit-202-task-id',
    summary: 'A valid submission gets 200 instead of 202.',
    operation: 'bulk-submit',
    submittedStatus: () => 200,
  }),
  fault({
    id: 'submit-accept-406/ignored',
    rule: 'submit-accept-406',
    summary:
      'A submission with an Accept of another media type (text/html) is accepted (202) instead of 406: Accept is not read.',
    operation: 'bulk-submit',
    acceptServed: () => true,
  }),
  fault({
    id: 'submit-accept-language-iso-639-1/empty-default',
    rule: 'submit-accept-language-iso-639-1',
    summary:
      'A submission with an empty or whitespace Accept-Language is accepted (202): it falls back to the default language.',
    operation: 'bulk-submit',
    headerCheck: alsoTakes('accept-language-iso-639-1', (value) => value.trim() === ''),
  }),
  fault({
    id: 'submit-accept-language-iso-639-1',
    rule: 'submit-accept-language-iso-639-1',
    summary:
      'A submission whose Accept-Language is not a language tag is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('accept-language-iso-639-1'),
  }),
  fault({
    id: 'submit-auth-expired-401',
    rule: 'submit-auth-expired-401',
    summary: 'A submission with a bearer token past its expires_in is accepted (202) instead of 401.',
    operation: 'bulk-submit',
    access: { expired: served },
  }),
  fault({
    id: 'submit-auth-invalid-401/prefix',
    rule: 'submit-auth-invalid-401',
    summary:
      'A submission whose bearer token starts with an issued token (the issued token with characters appended) is accepted (202): tokens are compared by prefix.',
    operation: 'bulk-submit',
    access: { unknown: startsWithIssued },
  }),
  fault({
    id: 'submit-auth-invalid-401/truncated',
    rule: 'submit-auth-invalid-401',
    summary:
      'A submission whose bearer token is an issued token without its last character is accepted (202).',
    operation: 'bulk-submit',
    access: { unknown: issuedWithoutLast },
  }),
  fault({
    id: 'submit-auth-invalid-401',
    rule: 'submit-auth-invalid-401',
    summary: 'A submission with an unknown bearer token is accepted (202) instead of 401.',
    operation: 'bulk-submit',
    access: { unknown: served },
  }),
  fault({
    id: 'submit-auth-malformed-401/basic-credentials',
    rule: 'submit-auth-malformed-401',
    summary:
      "A submission with Authorization: Basic and the client's real API key and secret is accepted (202): the gateway takes either scheme.",
    operation: 'bulk-submit',
    access: { malformed: basicCredentials },
  }),
  fault({
    id: 'submit-auth-malformed-401',
    rule: 'submit-auth-malformed-401',
    summary:
      'A submission with an empty Authorization, or one that is not Bearer <token>, is accepted (202) instead of 401.',
    operation: 'bulk-submit',
    access: { empty: served, malformed: served },
  }),
  fault({
    id: 'submit-auth-missing-401/api-key-header',
    rule: 'submit-auth-missing-401',
    summary:
      "A submission without Authorization but with the client's API key in an x-api-key or apikey header is accepted (202).",
    operation: 'bulk-submit',
    access: { missing: apiKeyHeader },
  }),
  fault({
    id: 'submit-auth-missing-401/query-token',
    rule: 'submit-auth-missing-401',
    summary:
      'A submission without Authorization but with a valid token as the access_token query parameter is accepted (202).',
    operation: 'bulk-submit',
    access: { missing: queryToken },
  }),
  fault({
    id: 'submit-auth-missing-401',
    rule: 'submit-auth-missing-401',
    summary: 'A submission without Authorization is accepted (202) instead of 401.',
    operation: 'bulk-submit',
    access: { missing: served },
  }),
  fault({
    id: 'submit-content-type-415/strict',
    rule: 'submit-content-type-415',
    summary:
      'A submission with Content-Type application/x-ndjson; charset=utf-8 gets 415 instead of being accepted.',
    operation: 'bulk-submit',
    contentType: (charset, refused) => (charset === undefined ? refused : (refused ?? UNSUPPORTED_CHARSET)),
  }),
  fault({
    id: 'submit-content-type-415/empty-charset',
    rule: 'submit-content-type-415',
    summary:
      'A submission with Content-Type application/x-ndjson; charset= (no value) is accepted (202) instead of 415.',
    operation: 'bulk-submit',
    contentType: (charset, refused) => (charset === '' ? undefined : refused),
  }),
  fault({
    id: 'submit-content-type-415/utf8-alias',
    rule: 'submit-content-type-415',
    summary:
      'A submission with Content-Type application/x-ndjson; charset=utf8 is accepted (202) instead of 415: utf8 is no name of UTF-8 (IANA registry, RFC 9110 §8.3.2).',
    operation: 'bulk-submit',
    contentType: (charset, refused) => (charset === 'utf8' ? undefined : refused),
  }),
  fault({
    id: 'submit-content-type-415',
    rule: 'submit-content-type-415',
    summary: 'A submission with another Content-Type, or another charset, is accepted (202) instead of 415.',
    operation: 'bulk-submit',
    contentType: () => undefined,
  }),
  fault({
    id: 'submit-content-type-empty/accepted',
    rule: 'submit-content-type-empty',
    summary:
      'A submission with an empty or whitespace Content-Type is accepted (202): it defaults to application/x-ndjson.',
    operation: 'bulk-submit',
    contentTypeEmpty: () => undefined,
  }),
  fault({
    id: 'submit-content-type-missing',
    rule: 'submit-content-type-missing',
    summary:
      'A submission without Content-Type is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED or 415.',
    operation: 'bulk-submit',
    contentTypeMissing: () => undefined,
  }),
  fault({
    id: 'submit-method-405',
    rule: 'submit-method-405',
    summary: 'GET, PUT, PATCH and DELETE on the submission path are served as a POST instead of 405.',
    operation: 'bulk-submit',
    otherMethod: () => undefined,
  }),
  fault({
    id: 'submit-scope-403/401',
    rule: 'submit-scope-403',
    summary: 'A submission with a token without the bulk scope gets 401 instead of 403.',
    operation: 'bulk-submit',
    access: { noScope: unauthorized },
  }),
  fault({
    id: 'submit-scope-403',
    rule: 'submit-scope-403',
    summary: 'A submission with a token without the bulk scope is accepted (202) instead of 403.',
    operation: 'bulk-submit',
    access: { noScope: served },
  }),
  fault({
    id: 'submit-x-channel-max-70',
    rule: 'submit-x-channel-max-70',
    summary:
      'A submission whose X-Channel is over 70 characters is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('x-channel-max-70'),
  }),
  fault({
    id: 'submit-x-end-user-length',
    rule: 'submit-x-end-user-length',
    summary:
      'A submission whose X-End-User is shorter than 3 or longer than 50 characters is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('x-end-user-length'),
  }),
  fault({
    id: 'submit-x-end-user-pattern/slug',
    rule: 'submit-x-end-user-pattern',
    summary:
      'A submission whose X-End-User starts or ends with a hyphen or has two in a row (`---`, `abc-`) gets 400 INVALID_HEADER: a slug pattern is applied.',
    operation: 'bulk-submit',
    headerCheck: alsoRejects('x-end-user-pattern', (value) => !SLUG.test(value)),
  }),
  fault({
    id: 'submit-x-end-user-pattern/stops-at-space',
    rule: 'submit-x-end-user-pattern',
    summary:
      'A submission whose X-End-User is valid up to an inner space (`abc def`) is accepted (202): the header is read up to the first space.',
    operation: 'bulk-submit',
    headerCheck: (check, value, broken) =>
      check === 'x-end-user-pattern' ? !END_USER_CHARACTERS.test(value.split(' ')[0] ?? '') : broken,
  }),
  fault({
    id: 'submit-x-end-user-pattern',
    rule: 'submit-x-end-user-pattern',
    summary:
      'A submission whose X-End-User has a character other than a letter, digit or hyphen is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('x-end-user-pattern'),
  }),
  fault({
    id: 'submit-x-request-id-echo',
    rule: 'submit-x-request-id-echo',
    summary: 'The 202 of a submission carries no X-Request-Id.',
    operation: 'bulk-submit',
    successEcho: () => undefined,
  }),
  fault({
    id: 'submit-x-request-id-empty/accepted',
    rule: 'submit-x-request-id-empty',
    summary:
      'A submission with an empty or whitespace X-Request-Id is accepted (202): it is taken for none and a fresh one generated.',
    operation: 'bulk-submit',
    requestIdAbsent: servesEmptyRequestId,
    headerCheck: emptyRequestIdUnchecked,
  }),
  fault({
    id: 'submit-x-request-id-mandatory',
    rule: 'submit-x-request-id-mandatory',
    summary:
      'A submission without X-Request-Id is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED.',
    operation: 'bulk-submit',
    requestIdAbsent: servesMissingRequestId,
  }),
  fault({
    id: 'submit-x-request-id-max-128',
    rule: 'submit-x-request-id-max-128',
    summary:
      'A submission whose X-Request-Id is over 128 characters is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: acceptsLongRequestId,
  }),
  fault({
    id: 'submit-x-request-id-text-form',
    rule: 'submit-x-request-id-text-form',
    summary:
      'A submission whose X-Request-Id is a UUID in braces, with urn:uuid: or without (or with moved) hyphens is accepted (202): a lenient UUID parser reads it.',
    operation: 'bulk-submit',
    headerCheck: alsoTakes('x-request-id-uuid', (value) => lenientUuid(value) !== undefined),
  }),
  fault({
    id: 'submit-x-request-id-uuid/v4-only',
    rule: 'submit-x-request-id-uuid',
    summary:
      'A submission whose X-Request-Id is a UUID of version 1, 2, 3 or 5 gets 400 INVALID_HEADER: only version 4 is taken.',
    operation: 'bulk-submit',
    headerCheck: alsoRejects('x-request-id-uuid', (value) => value.charAt(14) !== '4'),
  }),
  fault({
    id: 'submit-x-request-id-uuid',
    rule: 'submit-x-request-id-uuid',
    summary: 'A submission whose X-Request-Id is not a UUID is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('x-request-id-uuid'),
  }),
  fault({
    id: 'submit-x-software-supplier-max-70/single-token',
    rule: 'submit-x-software-supplier-max-70',
    summary:
      'A submission whose X-Software-Supplier lists several suppliers (a comma or a space in it) gets 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: alsoRejects('x-software-supplier-max-70', (value) => /[ ,]/.test(value)),
  }),
  fault({
    id: 'submit-x-software-supplier-max-70',
    rule: 'submit-x-software-supplier-max-70',
    summary:
      'A submission whose X-Software-Supplier is over 70 characters is accepted (202) instead of 400 INVALID_HEADER.',
    operation: 'bulk-submit',
    headerCheck: accepts('x-software-supplier-max-70'),
  }),
] as const;

type RequestRow = (typeof REQUESTS_FAULTS)[number];

/** The rows of each operation with behaviour at `point`, in table order (none for the token and single checks). */
function byOperation<Point extends keyof RequestBehaviour>(
  point: Point,
): Readonly<Record<OperationId, ReadonlyArray<ActingAt<RequestRow, Point>>>> {
  const rows = actingAt<RequestRow, Point>(REQUESTS_FAULTS, point);
  const of = (operation: OperationId) => rows.filter((f) => f.operation === operation);
  return {
    token: of('token'),
    'org-check': of('org-check'),
    'cop-check': of('cop-check'),
    'bulk-submit': of('bulk-submit'),
    'bulk-status': of('bulk-status'),
    'bulk-results': of('bulk-results'),
  };
}

const OTHER_METHOD = byOperation('otherMethod');
const SUCCESS_ECHO = byOperation('successEcho');
const TASK_ID_LOOKED_UP = byOperation('taskIdLookedUp');
const REQUEST_ID_ABSENT = byOperation('requestIdAbsent');
const HEADER_CHECK = byOperation('headerCheck');
const ACCEPT_SERVED = byOperation('acceptServed');
const TASK_ID_NOT_UUID = byOperation('taskIdNotUuid');
const TASK_FOUND = byOperation('taskFound');
const UNKNOWN_TASK = byOperation('unknownTask');
const SUBMITTED_STATUS = byOperation('submittedStatus')['bulk-submit'];
const CONTENT_TYPE_MISSING = byOperation('contentTypeMissing')['bulk-submit'];
const CONTENT_TYPE_EMPTY = byOperation('contentTypeEmpty')['bulk-submit'];
const CONTENT_TYPE = byOperation('contentType')['bulk-submit'];

/** What the taskId hook reads of the mock besides the switch: its clients and the tasks they submitted. */
interface TaskLookup extends FaultSwitch {
  readonly clients: readonly MockClient[];
  readonly tasks: TaskStore;
}

/**
 * The hooks of the bulk requests (src/mock/routes.ts, src/mock/bulk/): each takes the correct
 * value for bulk operation `operation` and returns it as the faults switched on in `on` change it
 * (in table order).
 */
export const requestFaults = {
  /** The answer to a method the path does not serve (undefined: the handler serves it), given the 405. */
  otherMethod(on: FaultSwitch, operation: OperationId, refused: ProblemAnswer): ProblemAnswer | undefined {
    let answer: ProblemAnswer | undefined = refused;
    for (const f of OTHER_METHOD[operation]) if (answer && on.breaks(f.id)) answer = f.otherMethod(answer);
    return answer;
  },

  /** True when a fault breaks the X-Request-Id echo of `operation`'s success answers. */
  echoBroken(on: FaultSwitch, operation: OperationId): boolean {
    return SUCCESS_ECHO[operation].some((f) => on.breaks(f.id));
  },

  /**
   * Under the faults of the echo of `operation`, makes every success (2xx) answer of `res` carry
   * the X-Request-Id they leave (none, or another); error answers keep the echo.
   */
  breakEchoOnSuccess(on: FaultSwitch, operation: OperationId, res: ServerResponse): void {
    const broken = SUCCESS_ECHO[operation].filter((f) => on.breaks(f.id));
    if (broken.length === 0) return;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
      if (args[0] >= 200 && args[0] < 300) {
        const sent = res.getHeader('X-Request-Id');
        let echo = typeof sent === 'string' ? sent : undefined;
        for (const f of broken) echo = f.successEcho(echo);
        if (echo === undefined) res.removeHeader('X-Request-Id');
        else res.setHeader('X-Request-Id', echo);
      }
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
  },

  /** The taskId `operation` looks up, given the `{taskId}` of the path (A11: any letter case). */
  taskIdLookedUp(mock: TaskLookup, operation: OperationId, taskId: string): string {
    let looked = taskId;
    const issuedAs = (id: string) =>
      mock.clients.map((c) => mock.tasks.find(id, c.id)).find((task) => task !== undefined);
    for (const f of TASK_ID_LOOKED_UP[operation])
      if (mock.breaks(f.id)) looked = f.taskIdLookedUp(looked, issuedAs);
    return looked;
  },

  /**
   * The answer to a missing or empty X-Request-Id (undefined: checked on), given the correct one
   * (a 400; undefined when it is sent) and the request's headers.
   */
  requestIdAbsent(
    on: FaultSwitch,
    operation: OperationId,
    refused: Problem | undefined,
    headers: IncomingHttpHeaders,
  ): Problem | undefined {
    let answer = refused;
    for (const f of REQUEST_ID_ABSENT[operation])
      if (answer && on.breaks(f.id)) answer = f.requestIdAbsent(answer, headers);
    return answer;
  },

  /** True when header check `check` finds `value` broken, given the correct verdict `broken`. */
  headerBroken(
    on: FaultSwitch,
    operation: OperationId,
    check: HeaderCheck,
    value: string,
    broken: boolean,
  ): boolean {
    let verdict = broken;
    for (const f of HEADER_CHECK[operation])
      if (on.breaks(f.id)) verdict = f.headerCheck(check, value, verdict);
    return verdict;
  },

  /** True when `operation` serves Accept `accept` (undefined: none sent), given the correct verdict `served`. */
  acceptServed(
    on: FaultSwitch,
    operation: OperationId,
    accept: string | undefined,
    served: boolean,
  ): boolean {
    let verdict = served;
    for (const f of ACCEPT_SERVED[operation]) if (on.breaks(f.id)) verdict = f.acceptServed(accept, verdict);
    return verdict;
  },

  /** The answer to a taskId that is not a UUID (undefined: looked up), given the correct 400. */
  taskIdNotUuid(
    on: FaultSwitch,
    operation: OperationId,
    refused: Problem,
    taskId: string,
  ): Problem | undefined {
    let answer: Problem | undefined = refused;
    for (const f of TASK_ID_NOT_UUID[operation])
      if (answer && on.breaks(f.id)) answer = f.taskIdNotUuid(answer, taskId);
    return answer;
  },

  /**
   * The task a read of `operation` finds (undefined: none), given `task`, the client's task with
   * the taskId read, and the read's X-End-User (undefined: none).
   */
  taskFound(
    on: FaultSwitch,
    operation: OperationId,
    task: Task | undefined,
    endUser: string | undefined,
  ): Task | undefined {
    let found = task;
    for (const f of TASK_FOUND[operation]) if (found && on.breaks(f.id)) found = f.taskFound(found, endUser);
    return found;
  },

  /** The answer to a taskId that names no task of the client, given the correct 404. */
  unknownTask(on: FaultSwitch, operation: OperationId, refused: Problem): Problem {
    let answer = refused;
    for (const f of UNKNOWN_TASK[operation]) if (on.breaks(f.id)) answer = f.unknownTask(answer);
    return answer;
  },

  /** The HTTP status of an accepted submission, given the correct one (202). */
  submittedStatus(on: FaultSwitch, status: number): number {
    let out = status;
    for (const f of SUBMITTED_STATUS) if (on.breaks(f.id)) out = f.submittedStatus(out);
    return out;
  },

  /** The answer to a submission without Content-Type (undefined: accepted), given the correct one. */
  contentTypeMissing(on: FaultSwitch, refused: Problem): Problem | undefined {
    let answer: Problem | undefined = refused;
    for (const f of CONTENT_TYPE_MISSING)
      if (answer && on.breaks(f.id)) answer = f.contentTypeMissing(answer);
    return answer;
  },

  /** The answer to a submission with an empty or whitespace Content-Type (undefined: accepted), given the correct 400. */
  contentTypeEmpty(on: FaultSwitch, refused: Problem): Problem | undefined {
    let answer: Problem | undefined = refused;
    for (const f of CONTENT_TYPE_EMPTY) if (answer && on.breaks(f.id)) answer = f.contentTypeEmpty(answer);
    return answer;
  },

  /**
   * The answer to a submission's Content-Type with parameter `charset` (undefined: none), given
   * the correct one (undefined: accepted).
   */
  contentType(
    on: FaultSwitch,
    charset: string | undefined,
    refused: Problem | undefined,
  ): Problem | undefined {
    let answer = refused;
    for (const f of CONTENT_TYPE) if (on.breaks(f.id)) answer = f.contentType(charset, answer);
    return answer;
  },
};
