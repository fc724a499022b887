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
  foldFaults,
  type PresentedAccess,
  served,
} from './fault.ts';
import { faultKinds, type KindOperation } from './kind.ts';

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

/**
 * Where a fault of the bulk requests acts, each member named after its hook; the operation it
 * acts on is its row's (one row per operation its kind names).
 */
export interface RequestBehaviour {
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

/** The words a kind's summary uses for one bulk operation. */
interface BulkWords {
  /** The request, as a sentence starts with it: `A submission`, `A status request`. */
  readonly request: string;
  /** What serving the request means: `accepted (202)`, `served (200)`. */
  readonly served: string;
  /** The endpoint's name, before "path" or "endpoint": `submission`, `status`, `results`. */
  readonly name: string;
  /** The HTTP status of its success answer. */
  readonly success: number;
  /** The method its path serves. */
  readonly method: string;
  /** The methods its path does not serve, as the suite sends them. */
  readonly otherMethods: string;
}

/**
 * The three bulk operations a kind of this table applies to (Endpoints/4-6): the key its `ids`
 * names the fault of that operation by, the operation, and its words.
 */
const BULK: Readonly<Record<'submission' | 'status' | 'results', KindOperation<BulkOperationId, BulkWords>>> =
  {
    submission: {
      operation: 'bulk-submit',
      words: {
        request: 'A submission',
        served: 'accepted (202)',
        name: 'submission',
        success: 202,
        method: 'POST',
        otherMethods: 'GET, PUT, PATCH and DELETE',
      },
    },
    status: {
      operation: 'bulk-status',
      words: {
        request: 'A status request',
        served: 'served (200)',
        name: 'status',
        success: 200,
        method: 'GET',
        otherMethods: 'POST, PUT, PATCH and DELETE',
      },
    },
    results: {
      operation: 'bulk-results',
      words: {
        request: 'A results request',
        served: 'served (200)',
        name: 'results',
        success: 200,
        method: 'GET',
        otherMethods: 'POST, PUT, PATCH and DELETE',
      },
    },
  };

const fault = faultKinds<RequestBehaviour>()(BULK);

/**
 * The faults of requests to the three bulk operations, one kind each, written once with the id of
 * its fault on each operation it applies to (headers, authorization, scope, methods, taskId in the
 * path, the success response; Endpoints/4-6; A2, A4, A5, A10-A12, A14-A16). A kind's rule is its
 * id's; its summary a template filled with the operation's words; its behaviour acts on each of
 * those operations alone.
 */
const KINDS = [
  ...fault({
    ids: { results: 'results-accept-406/ndjson-alias' },
    summary: 'A results request with Accept: application/ndjson (no `x-`) is served (200) instead of 406.',
    acceptServed: (accept, served) => served || (accept ?? '').trim().toLowerCase() === 'application/ndjson',
  }),
  ...fault({
    ids: { results: 'results-accept-406/quoted-charset' },
    summary:
      'A results request whose Accept names the charset quoted (`application/x-ndjson; charset="UTF-8"`) gets 406, although it admits UTF-8.',
    acceptServed: (accept, served) => served && !/charset\s*=\s*"/i.test(accept ?? ''),
  }),
  ...fault({
    ids: { status: 'status-accept-406/list-refused' },
    summary:
      'A status request whose Accept is a list (`text/html, application/json`) gets 406, although it admits application/json.',
    acceptServed: (accept, served) => served && !(accept ?? '').includes(','),
  }),
  ...fault({
    ids: { status: 'status-accept-406/wildcard-first-letter' },
    summary:
      'A status request whose Accept is a type wildcard matches its type on the first letter only: `audio/*` is served (200) instead of 406.',
    acceptServed: (accept, served) => served || /(^|,)\s*a[a-z0-9.+-]*\/\*/i.test(accept ?? ''),
  }),
  ...fault({
    ids: { status: 'status-accept-406/prefix' },
    summary:
      'A status request whose Accept starts with application/json (`application/jsonl`, `application/json; charset=iso-8859-1`) is served (200) instead of 406.',
    acceptServed: (accept, served) =>
      served || (accept ?? '').trim().toLowerCase().startsWith('application/json'),
  }),
  ...fault({
    ids: { status: 'status-accept-406/utf8-alias' },
    summary:
      'A status request whose Accept names `charset=utf8` is served (200), although utf8 is no name of UTF-8 (IANA registry, RFC 9110 §8.3.2).',
    acceptServed: (accept, served) => served || /charset\s*=\s*"?utf8"?\s*($|[;,])/i.test(accept ?? ''),
  }),
  ...fault({
    ids: { status: 'status-accept-406/case-sensitive' },
    summary:
      'A status request whose Accept is not all lower case (`Application/JSON`, `charset=UTF-8`) gets 406, although media types and charsets compare without regard to case (A2).',
    acceptServed: (accept, served) => served && (accept ?? '') === (accept ?? '').toLowerCase(),
  }),
  ...fault({
    ids: { status: 'status-accept-406/wildcard-refused' },
    summary:
      'A status request whose Accept is a wildcard (`*/*`, `application/*`) gets 406, although it admits application/json.',
    acceptServed: (accept, served) => served && !(accept ?? '').includes('*'),
  }),
  ...fault({
    ids: { status: 'status-accept-406', results: 'results-accept-406' },
    summary: (w) => `${w.request} with an Accept of another media type is ${w.served} instead of 406.`,
    acceptServed: () => true,
  }),
  ...fault({
    ids: { submission: 'submit-202-task-id' },
    summary: 'A valid submission gets 200 instead of 202.',
    submittedStatus: () => 200,
  }),
  ...fault({
    ids: { submission: 'submit-accept-406/ignored' },
    summary:
      'A submission with an Accept of another media type (text/html) is accepted (202) instead of 406: Accept is not read.',
    acceptServed: () => true,
  }),
  ...fault({
    ids: {
      submission: 'submit-accept-language-iso-639-1/empty-default',
      status: 'status-accept-language-iso-639-1/empty-default',
      results: 'results-accept-language-iso-639-1/empty-default',
    },
    summary: (w) =>
      `${w.request} with an empty or whitespace Accept-Language is ${w.served}: it falls back to the default language.`,
    headerCheck: alsoTakes('accept-language-iso-639-1', (value) => value.trim() === ''),
  }),
  ...fault({
    ids: {
      submission: 'submit-accept-language-iso-639-1',
      status: 'status-accept-language-iso-639-1',
      results: 'results-accept-language-iso-639-1',
    },
    summary: (w) =>
      `${w.request} whose Accept-Language is not a language tag is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('accept-language-iso-639-1'),
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-expired-401',
      status: 'status-auth-expired-401',
      results: 'results-auth-expired-401',
    },
    summary: (w) => `${w.request} with a bearer token past its expires_in is ${w.served} instead of 401.`,
    access: { expired: served },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-invalid-401/prefix',
      status: 'status-auth-invalid-401/prefix',
      results: 'results-auth-invalid-401/prefix',
    },
    summary: (w) =>
      `${w.request} whose bearer token starts with an issued token (the issued token with characters appended) is ${w.served}: tokens are compared by prefix.`,
    access: { unknown: startsWithIssued },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-invalid-401/truncated',
      status: 'status-auth-invalid-401/truncated',
      results: 'results-auth-invalid-401/truncated',
    },
    summary: (w) =>
      `${w.request} whose bearer token is an issued token without its last character is ${w.served}.`,
    access: { unknown: issuedWithoutLast },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-invalid-401',
      status: 'status-auth-invalid-401',
      results: 'results-auth-invalid-401',
    },
    summary: (w) => `${w.request} with an unknown bearer token is ${w.served} instead of 401.`,
    access: { unknown: served },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-malformed-401/basic-credentials',
      status: 'status-auth-malformed-401/basic-credentials',
      results: 'results-auth-malformed-401/basic-credentials',
    },
    summary: (w) =>
      `${w.request} with Authorization: Basic and the client's real API key and secret is ${w.served}: the gateway takes either scheme.`,
    access: { malformed: basicCredentials },
  }),
  ...fault({
    ids: { status: 'status-auth-malformed-401/scheme-suffix' },
    summary: 'A status request whose scheme ends in Bearer (xBearer) with a live token is served (200).',
    access: { malformed: lenientBearer(/Bearer\s+(\S+)\s*$/i) },
  }),
  ...fault({
    ids: { status: 'status-auth-malformed-401/trailing-text' },
    summary:
      'A status request with a live token followed by a second word (Bearer <token> x) is served (200).',
    access: { malformed: lenientBearer(/^Bearer\s+(\S+)/i) },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-malformed-401',
      status: 'status-auth-malformed-401',
      results: 'results-auth-malformed-401',
    },
    summary: (w) =>
      `${w.request} with an empty Authorization, or one that is not \`Bearer <token>\`, is ${w.served} instead of 401.`,
    access: { empty: served, malformed: served },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-missing-401/api-key-header',
      status: 'status-auth-missing-401/api-key-header',
      results: 'results-auth-missing-401/api-key-header',
    },
    summary: (w) =>
      `${w.request} without Authorization but with the client's API key in an x-api-key or apikey header is ${w.served}.`,
    access: { missing: apiKeyHeader },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-missing-401/query-token',
      status: 'status-auth-missing-401/query-token',
      results: 'results-auth-missing-401/query-token',
    },
    summary: (w) =>
      `${w.request} without Authorization but with a valid token as the access_token query parameter is ${w.served}.`,
    access: { missing: queryToken },
  }),
  ...fault({
    ids: {
      submission: 'submit-auth-missing-401',
      status: 'status-auth-missing-401',
      results: 'results-auth-missing-401',
    },
    summary: (w) => `${w.request} without Authorization is ${w.served} instead of 401.`,
    access: { missing: served },
  }),
  ...fault({
    ids: { status: 'status-method-405/404', results: 'results-method-405/404' },
    summary: (w) => `${w.otherMethods} on the ${w.name} path get 404 instead of 405.`,
    otherMethod: () => NOT_FOUND,
  }),
  ...fault({
    ids: { submission: 'submit-content-type-415/strict' },
    summary:
      'A submission with Content-Type application/x-ndjson; charset=utf-8 gets 415 instead of being accepted.',
    contentType: (charset, refused) => (charset === undefined ? refused : (refused ?? UNSUPPORTED_CHARSET)),
  }),
  ...fault({
    ids: { submission: 'submit-content-type-415/empty-charset' },
    summary:
      'A submission with Content-Type application/x-ndjson; charset= (no value) is accepted (202) instead of 415.',
    contentType: (charset, refused) => (charset === '' ? undefined : refused),
  }),
  ...fault({
    ids: { submission: 'submit-content-type-415/utf8-alias' },
    summary:
      'A submission with Content-Type application/x-ndjson; charset=utf8 is accepted (202) instead of 415: utf8 is no name of UTF-8 (IANA registry, RFC 9110 §8.3.2).',
    contentType: (charset, refused) => (charset === 'utf8' ? undefined : refused),
  }),
  ...fault({
    ids: { submission: 'submit-content-type-415' },
    summary: 'A submission with another Content-Type, or another charset, is accepted (202) instead of 415.',
    contentType: () => undefined,
  }),
  ...fault({
    ids: { submission: 'submit-content-type-empty/accepted' },
    summary:
      'A submission with an empty or whitespace Content-Type is accepted (202): it defaults to application/x-ndjson.',
    contentTypeEmpty: () => undefined,
  }),
  ...fault({
    ids: { submission: 'submit-content-type-missing' },
    summary:
      'A submission without Content-Type is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED or 415.',
    contentTypeMissing: () => undefined,
  }),
  ...fault({
    ids: { submission: 'submit-method-405', status: 'status-method-405', results: 'results-method-405' },
    summary: (w) => `${w.otherMethods} on the ${w.name} path are served like ${w.method} instead of 405.`,
    otherMethod: () => undefined,
  }),
  ...fault({
    ids: {
      submission: 'submit-scope-403/401',
      status: 'status-scope-403/401',
      results: 'results-scope-403/401',
    },
    summary: (w) => `${w.request} with a token without the bulk scope gets 401 instead of 403.`,
    access: { noScope: unauthorized },
  }),
  ...fault({
    ids: { submission: 'submit-scope-403', status: 'status-scope-403', results: 'results-scope-403' },
    summary: (w) => `${w.request} with a token without the bulk scope is ${w.served} instead of 403.`,
    access: { noScope: served },
  }),
  ...fault({
    ids: { status: 'status-taskid-case-insensitive', results: 'results-taskid-case-insensitive' },
    summary: (w) =>
      `The ${w.name} endpoint compares taskIds case-sensitively: the other letter case of an issued taskId gets 404.`,
    taskIdLookedUp: (taskId, issuedAs) => {
      const issued = issuedAs(taskId);
      return issued && issued.taskId !== taskId ? randomUUID() : taskId;
    },
  }),
  ...fault({
    ids: { status: 'status-taskid-text-form', results: 'results-taskid-text-form' },
    summary:
      'A taskId in braces, with urn:uuid: or without (or with moved) hyphens names the task of its digits (a lenient UUID parser), so an unknown one gets 404 instead of 400 INVALID_FIELD.',
    taskIdLookedUp: (taskId) => lenientUuid(taskId) ?? taskId,
  }),
  ...fault({
    ids: { status: 'status-taskid-uuid/java-groups' },
    summary:
      "A taskId of five hyphen-separated hex groups of other lengths is taken for a UUID (Java's UUID.fromString), so an unknown one gets 404 instead of 400 INVALID_FIELD.",
    taskIdLookedUp: (taskId) => javaUuid(taskId) ?? taskId,
  }),
  ...fault({
    ids: { status: 'status-taskid-uuid/unanchored' },
    summary:
      'A taskId that starts with a UUID (`<uuid>g`) is taken for that UUID (a pattern without `$`), so an unknown one gets 404 instead of 400 INVALID_FIELD.',
    taskIdLookedUp: (taskId) => UUID_AT_START.exec(taskId)?.[0] ?? taskId,
  }),
  ...fault({
    ids: { status: 'status-taskid-uuid/wrong-title', results: 'results-taskid-uuid/wrong-title' },
    summary:
      'A taskId that is not a UUID gets 400 FORMAT_ERROR with the title INVALID_REQUEST instead of INVALID_FIELD.',
    // The A11 shapes a lenient parser reads are the taskid-text-form fault's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined
        ? refused
        : { ...refused, body: { ...refused.body, title: 'INVALID_REQUEST' } },
  }),
  ...fault({
    ids: { status: 'status-taskid-uuid', results: 'results-taskid-uuid' },
    summary: 'A taskId that is not a UUID gets 404 instead of 400 FORMAT_ERROR INVALID_FIELD.',
    // The A11 shapes a lenient parser reads are the taskid-text-form fault's: answered correctly here.
    taskIdNotUuid: (refused, taskId) =>
      lenientUuid(decodedSegment(taskId)) !== undefined ? refused : undefined,
  }),
  ...fault({
    ids: { status: 'status-unknown-task-404/prefix-lookup' },
    summary:
      'A task is looked up by a prefix of its taskId (the last hexadecimal digit is ignored), so an unknown taskId one digit from an issued one names that task (200).',
    taskIdLookedUp: (taskId, issuedAs) =>
      issuedAs(taskId) || taskId.length !== 36
        ? taskId
        : (HEX_DIGITS.map((d) => issuedAs(taskId.slice(0, -1) + d)).find((task) => task)?.taskId ?? taskId),
  }),
  ...fault({
    ids: { status: 'status-unknown-task-404', results: 'results-unknown-task-404' },
    summary: 'A UUID that names no task gets 400 instead of 404.',
    unknownTask: () => httpProblem(400, 'BAD_REQUEST', 'No such task.'),
  }),
  ...fault({
    ids: { status: 'status-x-channel-max-70/strict' },
    summary: 'A status request with an X-Channel of 70 characters gets 400 INVALID_HEADER instead of 200.',
    headerCheck: rejectsAtLimit('x-channel-max-70', () => limits().channelMax),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-channel-max-70',
      status: 'status-x-channel-max-70',
      results: 'results-x-channel-max-70',
    },
    summary: (w) =>
      `${w.request} whose X-Channel is over 70 characters is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('x-channel-max-70'),
  }),
  ...fault({
    ids: { status: 'status-x-end-user-length/strict' },
    summary: 'A status request with an X-End-User of 50 characters gets 400 INVALID_HEADER instead of 200.',
    headerCheck: rejectsAtLimit('x-end-user-length', () => limits().endUserMax),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-end-user-length',
      status: 'status-x-end-user-length',
      results: 'results-x-end-user-length',
    },
    summary: (w) =>
      `${w.request} whose X-End-User is shorter than 3 or longer than 50 characters is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('x-end-user-length'),
  }),
  ...fault({
    ids: {
      status: 'status-x-end-user-no-effect/partitioned',
      results: 'results-x-end-user-no-effect/partitioned',
    },
    summary:
      'Tasks are scoped by the X-End-User they were submitted with: a read with another X-End-User, or none, gets 404.',
    taskFound: (task, endUser) => (task.endUser === endUser ? task : undefined),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-end-user-pattern/slug',
      status: 'status-x-end-user-pattern/slug',
      results: 'results-x-end-user-pattern/slug',
    },
    summary: (w) =>
      `${w.request} whose X-End-User starts or ends with a hyphen or has two in a row (\`---\`, \`abc-\`) gets 400 INVALID_HEADER: a slug pattern is applied.`,
    headerCheck: alsoRejects('x-end-user-pattern', (value) => !SLUG.test(value)),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-end-user-pattern/stops-at-space',
      status: 'status-x-end-user-pattern/stops-at-space',
      results: 'results-x-end-user-pattern/stops-at-space',
    },
    summary: (w) =>
      `${w.request} whose X-End-User is valid up to an inner space (\`abc def\`) is ${w.served}: the header is read up to the first space.`,
    headerCheck: (check, value, broken) =>
      check === 'x-end-user-pattern' ? !END_USER_CHARACTERS.test(value.split(' ')[0] ?? '') : broken,
  }),
  ...fault({
    ids: {
      submission: 'submit-x-end-user-pattern',
      status: 'status-x-end-user-pattern',
      results: 'results-x-end-user-pattern',
    },
    summary: (w) =>
      `${w.request} whose X-End-User has a character other than a letter, digit or hyphen is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('x-end-user-pattern'),
  }),
  ...fault({
    ids: { status: 'status-x-request-id-echo/other-value' },
    summary: "The 200 of the status endpoint carries an X-Request-Id other than the request's.",
    successEcho: () => randomUUID(),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-echo',
      status: 'status-x-request-id-echo',
      results: 'results-x-request-id-echo',
    },
    summary: (w) => `The ${w.success} of the ${w.name} endpoint carries no X-Request-Id.`,
    successEcho: () => undefined,
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-empty/accepted',
      status: 'status-x-request-id-empty/accepted',
      results: 'results-x-request-id-empty/accepted',
    },
    summary: (w) =>
      `${w.request} with an empty or whitespace X-Request-Id is ${w.served}: it is taken for none and a fresh one generated.`,
    requestIdAbsent: servesEmptyRequestId,
    headerCheck: emptyRequestIdUnchecked,
  }),
  ...fault({
    ids: { status: 'status-x-request-id-mandatory/correlation-alias' },
    summary:
      'A status request without X-Request-Id but with an X-Correlation-Id is served (200): X-Correlation-Id is taken for X-Request-Id.',
    requestIdAbsent: (refused, headers) =>
      headers['x-request-id'] === undefined && headers['x-correlation-id'] !== undefined
        ? undefined
        : refused,
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-mandatory',
      status: 'status-x-request-id-mandatory',
      results: 'results-x-request-id-mandatory',
    },
    summary: (w) =>
      `${w.request} without X-Request-Id is ${w.served} instead of 400 MANDATORY_HEADER_NOT_PROVIDED.`,
    requestIdAbsent: servesMissingRequestId,
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-max-128',
      status: 'status-x-request-id-max-128',
      results: 'results-x-request-id-max-128',
    },
    summary: (w) =>
      `${w.request} whose X-Request-Id is over 128 characters is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: acceptsLongRequestId,
  }),
  ...fault({
    ids: { status: 'status-x-request-id-text-form/upper-case' },
    summary:
      'A status request whose X-Request-Id has upper-case hexadecimal digits gets 400 INVALID_HEADER: only lower case is taken.',
    headerCheck: alsoRejects('x-request-id-uuid', (value) => /[A-F]/.test(value)),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-text-form',
      status: 'status-x-request-id-text-form',
      results: 'results-x-request-id-text-form',
    },
    summary: (w) =>
      `${w.request} whose X-Request-Id is a UUID in braces, with urn:uuid: or without (or with moved) hyphens is ${w.served}: a lenient UUID parser reads it.`,
    headerCheck: alsoTakes('x-request-id-uuid', (value) => lenientUuid(value) !== undefined),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-uuid/v4-only',
      status: 'status-x-request-id-uuid/v4-only',
      results: 'results-x-request-id-uuid/v4-only',
    },
    summary: (w) =>
      `${w.request} whose X-Request-Id is a UUID of version 1, 2, 3 or 5 gets 400 INVALID_HEADER: only version 4 is taken.`,
    headerCheck: alsoRejects('x-request-id-uuid', (value) => value.charAt(14) !== '4'),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-request-id-uuid',
      status: 'status-x-request-id-uuid',
      results: 'results-x-request-id-uuid',
    },
    summary: (w) =>
      `${w.request} whose X-Request-Id is not a UUID is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('x-request-id-uuid'),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-software-supplier-max-70/single-token',
      status: 'status-x-software-supplier-max-70/single-token',
      results: 'results-x-software-supplier-max-70/single-token',
    },
    summary: (w) =>
      `${w.request} whose X-Software-Supplier lists several suppliers (a comma or a space in it) gets 400 INVALID_HEADER.`,
    headerCheck: alsoRejects('x-software-supplier-max-70', (value) => /[ ,]/.test(value)),
  }),
  ...fault({
    ids: { status: 'status-x-software-supplier-max-70/strict' },
    summary:
      'A status request with an X-Software-Supplier of 70 characters gets 400 INVALID_HEADER instead of 200.',
    headerCheck: rejectsAtLimit('x-software-supplier-max-70', () => limits().softwareSupplierMax),
  }),
  ...fault({
    ids: {
      submission: 'submit-x-software-supplier-max-70',
      status: 'status-x-software-supplier-max-70',
      results: 'results-x-software-supplier-max-70',
    },
    summary: (w) =>
      `${w.request} whose X-Software-Supplier is over 70 characters is ${w.served} instead of 400 INVALID_HEADER.`,
    headerCheck: accepts('x-software-supplier-max-70'),
  }),
] as const;

/** The rows of the kinds, grouped by operation (results, status, submission), each group in kind order. */
export const REQUESTS_FAULTS = (['bulk-results', 'bulk-status', 'bulk-submit'] as const).flatMap(
  (operation) => KINDS.filter((f) => f.operation === operation),
);

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
 * (in table order, through `foldFaults`).
 */
export const requestFaults = {
  /** The answer to a method the path does not serve (undefined: the handler serves it), given the 405. */
  otherMethod(on: FaultSwitch, operation: OperationId, refused: ProblemAnswer): ProblemAnswer | undefined {
    return foldFaults<ActingAt<RequestRow, 'otherMethod'>, ProblemAnswer | undefined>(
      on,
      OTHER_METHOD[operation],
      refused,
      (f, answer) => answer && f.otherMethod(answer),
    );
  },

  /** True when a fault breaks the X-Request-Id echo of `operation`'s success answers. */
  echoBroken(on: FaultSwitch, operation: OperationId): boolean {
    return foldFaults(on, SUCCESS_ECHO[operation], false, () => true);
  },

  /**
   * Under the faults of the echo of `operation`, makes every success (2xx) answer of `res` carry
   * the X-Request-Id they leave (none, or another); error answers keep the echo.
   */
  breakEchoOnSuccess(on: FaultSwitch, operation: OperationId, res: ServerResponse): void {
    if (!requestFaults.echoBroken(on, operation)) return;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
      if (args[0] >= 200 && args[0] < 300) {
        const sent = res.getHeader('X-Request-Id');
        const echo = foldFaults(
          on,
          SUCCESS_ECHO[operation],
          typeof sent === 'string' ? sent : undefined,
          (f, e) => f.successEcho(e),
        );
        if (echo === undefined) res.removeHeader('X-Request-Id');
        else res.setHeader('X-Request-Id', echo);
      }
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
  },

  /** The taskId `operation` looks up, given the `{taskId}` of the path (A11: any letter case). */
  taskIdLookedUp(mock: TaskLookup, operation: OperationId, taskId: string): string {
    const issuedAs = (id: string) =>
      mock.clients.map((c) => mock.tasks.find(id, c.id)).find((task) => task !== undefined);
    return foldFaults(mock, TASK_ID_LOOKED_UP[operation], taskId, (f, looked) =>
      f.taskIdLookedUp(looked, issuedAs),
    );
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
    return foldFaults(
      on,
      REQUEST_ID_ABSENT[operation],
      refused,
      (f, answer) => answer && f.requestIdAbsent(answer, headers),
    );
  },

  /** True when header check `check` finds `value` broken, given the correct verdict `broken`. */
  headerBroken(
    on: FaultSwitch,
    operation: OperationId,
    check: HeaderCheck,
    value: string,
    broken: boolean,
  ): boolean {
    return foldFaults(on, HEADER_CHECK[operation], broken, (f, verdict) =>
      f.headerCheck(check, value, verdict),
    );
  },

  /** True when `operation` serves Accept `accept` (undefined: none sent), given the correct verdict `served`. */
  acceptServed(
    on: FaultSwitch,
    operation: OperationId,
    accept: string | undefined,
    served: boolean,
  ): boolean {
    return foldFaults(on, ACCEPT_SERVED[operation], served, (f, verdict) => f.acceptServed(accept, verdict));
  },

  /** The answer to a taskId that is not a UUID (undefined: looked up), given the correct 400. */
  taskIdNotUuid(
    on: FaultSwitch,
    operation: OperationId,
    refused: Problem,
    taskId: string,
  ): Problem | undefined {
    return foldFaults<ActingAt<RequestRow, 'taskIdNotUuid'>, Problem | undefined>(
      on,
      TASK_ID_NOT_UUID[operation],
      refused,
      (f, answer) => answer && f.taskIdNotUuid(answer, taskId),
    );
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
    return foldFaults(on, TASK_FOUND[operation], task, (f, found) => found && f.taskFound(found, endUser));
  },

  /** The answer to a taskId that names no task of the client, given the correct 404. */
  unknownTask(on: FaultSwitch, operation: OperationId, refused: Problem): Problem {
    return foldFaults(on, UNKNOWN_TASK[operation], refused, (f, answer) => f.unknownTask(answer));
  },

  /** The HTTP status of an accepted submission, given the correct one (202). */
  submittedStatus(on: FaultSwitch, status: number): number {
    return foldFaults(on, SUBMITTED_STATUS, status, (f, out) => f.submittedStatus(out));
  },

  /** The answer to a submission without Content-Type (undefined: accepted), given the correct one. */
  contentTypeMissing(on: FaultSwitch, refused: Problem): Problem | undefined {
    return foldFaults<ActingAt<RequestRow, 'contentTypeMissing'>, Problem | undefined>(
      on,
      CONTENT_TYPE_MISSING,
      refused,
      (f, answer) => answer && f.contentTypeMissing(answer),
    );
  },

  /** The answer to a submission with an empty or whitespace Content-Type (undefined: accepted), given the correct 400. */
  contentTypeEmpty(on: FaultSwitch, refused: Problem): Problem | undefined {
    return foldFaults<ActingAt<RequestRow, 'contentTypeEmpty'>, Problem | undefined>(
      on,
      CONTENT_TYPE_EMPTY,
      refused,
      (f, answer) => answer && f.contentTypeEmpty(answer),
    );
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
    return foldFaults(on, CONTENT_TYPE, refused, (f, answer) => f.contentType(charset, answer));
  },
};
