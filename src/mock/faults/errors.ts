import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { isUuid, uuidLike } from '../../schemas/formats.ts';
import { type ErrorBody, httpProblem, type Problem } from '../errors/problem.ts';
import { actingAt, type FaultSwitch, faultRows } from './fault.ts';

/** An error body as sent: under a fault of its shape a member may be missing or of another type. */
type SentBody = Readonly<Record<string, unknown>>;

/** The text fields of an error body a fault writes, in the order a body lists them (interface.md Errors/Error response). */
const FIELDS = ['type', 'title', 'detail', 'instance'] as const;

/** One text field of an error body. */
type Field = (typeof FIELDS)[number];

/** What the faults of an error body read besides the body so far. */
interface BodyContext {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The headers of the request it answers. */
  readonly headers: IncomingHttpHeaders | undefined;
  /** The body as a correct mock sends it (as the error choices write it). */
  readonly correct: ErrorBody;
}

/**
 * Where a fault of error responses acts; each member is named after its hook. A body passes its
 * members in the order it is written: its text fields (in their order), then code and title, then
 * its shape.
 */
export interface ErrorBehaviour {
  /** The problem answered, given the correct one and the request's headers. */
  readonly problem?: (problem: Problem, headers: IncomingHttpHeaders | undefined) => Problem;
  /** Each text field written (undefined: left out), given its value so far and the body so far. */
  readonly bodyFields?: {
    readonly [F in Field]?: (value: string | undefined, body: ErrorBody) => string | undefined;
  };
  /** The body's code and title, given the body so far. */
  readonly bodyCode?: (body: ErrorBody, sent: BodyContext) => ErrorBody;
  /** The body's shape (members left out or of another type), given the body so far. */
  readonly bodyShape?: (body: SentBody, sent: BodyContext) => SentBody;
  /** The X-Request-Id of an error answer (undefined: none), given the echo set and the request's headers. */
  readonly echo?: (echo: string | undefined, headers: IncomingHttpHeaders | undefined) => string | undefined;
  /** The Content-Type of an error answer, given the correct one. */
  readonly contentType?: (contentType: string) => string;
}

/** `problem` with its Retry-After set to `value` when it is a 429 (A6); any other problem unchanged. */
function withRetryAfter(problem: Problem, value: string): Problem {
  return problem.status === 429
    ? { ...problem, headers: { ...problem.headers, 'Retry-After': value } }
    : problem;
}

/** Statuses whose error a provider might wrongly label a header FORMAT_ERROR (error-format-error-400). */
const MEDIA_TYPE_STATUSES: ReadonlySet<number> = new Set([406, 415]);

/** `body` without its member `name` (the others in their order). */
function without(body: SentBody, name: string): SentBody {
  return Object.fromEntries(Object.entries(body).filter(([member]) => member !== name));
}

/**
 * True when the X-Request-Id of `headers` is a UUID in a notation other than 8-4-4-4-12 (braces,
 * urn:uuid:, no hyphens): one A11 leaves open, whose 400 the suite only observes.
 */
function uuidLikeRequestId(headers: IncomingHttpHeaders | undefined): boolean {
  const sent = headers?.['x-request-id'];
  return typeof sent === 'string' && !isUuid(sent) && uuidLike(sent);
}

/** True when a header value of `headers` holds a character outside ASCII. */
function nonAsciiHeader(headers: IncomingHttpHeaders | undefined): boolean {
  const values = Object.values(headers ?? {}).map(String);
  return values.some((v) => Array.from(v).some((c) => c.charCodeAt(0) > 0x7f));
}

const fault = faultRows<ErrorBehaviour>();

/** Faults of error responses on every operation (Errors; A8, A10, A13), with their behaviour. */
export const ERRORS_FAULTS = [
  fault({
    id: 'error-body-shape/no-code',
    rule: 'error-body-shape',
    summary: 'Error bodies other than FORMAT_ERROR come without code.',
    bodyShape: (body) => (body.code === 'FORMAT_ERROR' ? body : without(body, 'code')),
  }),
  fault({
    id: 'error-body-shape/empty-code',
    rule: 'error-body-shape',
    summary: 'Error bodies other than FORMAT_ERROR carry an empty code ("").',
    bodyShape: (body) => (body.code === 'FORMAT_ERROR' ? body : { ...body, code: '' }),
  }),
  fault({
    id: 'error-body-shape/status-text',
    rule: 'error-body-shape',
    summary: 'Error bodies carry status as a string ("404") instead of an integer.',
    bodyShape: (body, { status }) => ({ ...body, status: String(status) }),
  }),
  fault({
    id: 'error-body-shape',
    summary: 'Error bodies come without type.',
    bodyShape: (body) => without(body, 'type'),
  }),
  fault({
    id: 'error-content-type-json/charset',
    rule: 'error-content-type-json',
    summary: 'Error responses are application/json;charset=iso-8859-1.',
    contentType: () => 'application/json;charset=iso-8859-1',
  }),
  fault({
    id: 'error-content-type-json',
    summary: 'Error responses are served as text/plain.',
    contentType: () => 'text/plain',
  }),
  fault({
    id: 'error-detail-max-500',
    summary: 'Error bodies carry a detail of 501 characters.',
    bodyFields: { detail: (detail) => (detail ?? '').padEnd(501, '.') },
  }),
  fault({
    id: 'error-detail-max-500/echoes-request-id',
    rule: 'error-detail-max-500',
    summary:
      'A 400 for an X-Request-Id over 128 characters quotes the value in its detail: one of about 440 characters or more gives a detail over 500.',
    bodyShape: (body, { status, headers }) => {
      const sent = headers?.['x-request-id'];
      return status === 400 && typeof sent === 'string' && sent.length > 128
        ? { ...body, detail: `X-Request-Id '${sent}' is not a UUID of at most 128 characters.` }
        : body;
    },
  }),
  fault({
    id: 'error-format-error-400',
    summary:
      '406 and 415 errors carry code FORMAT_ERROR (title INVALID_HEADER) with their own status instead of 400.',
    // A header's media type refused with 406 or 415, reported as a functional error of that header.
    bodyCode: (body, { status }) =>
      MEDIA_TYPE_STATUSES.has(status) ? { ...body, code: 'FORMAT_ERROR', title: 'INVALID_HEADER' } : body,
  }),
  fault({
    id: 'error-format-error-code',
    summary: 'Functional errors (FORMAT_ERROR titles) carry the code BAD_FORMAT instead of FORMAT_ERROR.',
    // A functional error as written: not a 406 or 415 another fault reports as FORMAT_ERROR.
    bodyCode: (body, { correct }) =>
      correct.code === 'FORMAT_ERROR' ? { ...body, code: 'BAD_FORMAT' } : body,
  }),
  fault({
    id: 'error-format-error-title',
    summary:
      'The 400 for an X-Request-Id in a UUID-like notation (braces, urn:uuid:, no hyphens) carries code FORMAT_ERROR with the title INVALID_UUID.',
    // Only where no rule test asserts the title: the X-Request-Id notations A11 leaves observed.
    bodyCode: (body, { headers }) =>
      body.code === 'FORMAT_ERROR' && body.title === 'INVALID_HEADER' && uuidLikeRequestId(headers)
        ? { ...body, title: 'INVALID_UUID' }
        : body,
  }),
  fault({
    id: 'error-instance-max-256',
    summary: 'Error bodies carry an instance of 257 characters.',
    bodyFields: { instance: () => `/${'i'.repeat(256)}` },
  }),
  fault({
    id: 'error-instance-form',
    summary:
      'Error bodies carry their instance as a JSONPath ($.taskId), neither a JSON pointer nor an XPath.',
    bodyFields: {
      instance: (instance) => `$.${(instance ?? 'request').replace(/^\//, '').replaceAll('/', '.')}`,
    },
  }),
  fault({
    id: 'error-title-max-70',
    summary: 'Error bodies (other than FORMAT_ERROR) carry a title of 71 characters.',
    // Only free-text titles: a FORMAT_ERROR title is also judged by the test of the rule it reports.
    bodyFields: {
      title: (title, body) => (body.code === 'FORMAT_ERROR' ? title : (title ?? 'ERROR').padEnd(71, '_')),
    },
  }),
  fault({
    id: 'error-type-max-70',
    summary: 'Error bodies carry a type of 71 characters.',
    bodyFields: { type: () => `/problems/${'x'.repeat(61)}` },
  }),
  fault({
    id: 'error-x-request-id-echo/malformed',
    rule: 'error-x-request-id-echo',
    summary:
      'The 400 for an X-Request-Id that is not a UUID (`not-a-uuid`, braces, 129 characters) carries no X-Request-Id: only a valid one is echoed.',
    echo: (echo, headers) => {
      const sent = headers?.['x-request-id'];
      return typeof sent === 'string' && sent.trim() !== '' && !isUuid(sent) ? undefined : echo;
    },
  }),
  fault({
    id: 'error-x-request-id-echo/other-value',
    rule: 'error-x-request-id-echo',
    summary:
      'Error responses carry a fresh X-Request-Id instead of the one sent (successful ones still echo it).',
    echo: (echo) => (echo === undefined ? undefined : randomUUID()),
  }),
  fault({
    id: 'error-x-request-id-echo',
    summary: 'Error responses do not echo X-Request-Id (successful ones still do).',
    echo: () => undefined,
  }),
  fault({
    id: 'rate-limit-retry-after-form',
    summary: 'A 429 carries Retry-After as an ISO 8601 duration (`PT1S`) instead of seconds or an HTTP-date.',
    problem: (problem) => withRetryAfter(problem, 'PT1S'),
  }),
  fault({
    id: 'rate-limit-retry-after-form/negative',
    rule: 'rate-limit-retry-after-form',
    summary: 'A 429 carries a negative Retry-After (`-1`).',
    problem: (problem) => withRetryAfter(problem, '-1'),
  }),
  fault({
    id: 'rate-limit-retry-after-form/iso-date',
    rule: 'rate-limit-retry-after-form',
    summary:
      'A 429 carries Retry-After as an ISO 8601 date (`2026-12-07T10:00:00Z`) instead of an HTTP-date (`Mon, 07 Dec 2026 10:00:00 GMT`).',
    problem: (problem) => withRetryAfter(problem, '2026-12-07T10:00:00Z'),
  }),
  fault({
    id: 'server-no-5xx/non-ascii-header',
    rule: 'server-no-5xx',
    summary:
      'A request with a non-ASCII character in a header value that is answered with an error gets 500 instead (the error writer fails on it).',
    problem: (problem, headers) =>
      nonAsciiHeader(headers)
        ? httpProblem(500, 'INTERNAL_ERROR', 'The request could not be logged.')
        : problem,
  }),
] as const;

const PROBLEM = actingAt(ERRORS_FAULTS, 'problem');
const BODY_FIELDS = actingAt(ERRORS_FAULTS, 'bodyFields');
const BODY_CODE = actingAt(ERRORS_FAULTS, 'bodyCode');
const BODY_SHAPE = actingAt(ERRORS_FAULTS, 'bodyShape');
const ECHO = actingAt(ERRORS_FAULTS, 'echo');
const CONTENT_TYPE = actingAt(ERRORS_FAULTS, 'contentType');

/**
 * The hooks of error responses (src/mock/errors/http-io.ts `sendProblem`): each takes the correct
 * value and returns it as the faults switched on in `on` change it (in table order).
 */
export const errorFaults = {
  /** The problem answered, given the correct one and the headers of the request it answers. */
  problem(on: FaultSwitch, problem: Problem, headers: IncomingHttpHeaders | undefined): Problem {
    let out = problem;
    for (const f of PROBLEM) if (on.breaks(f.id)) out = f.problem(out, headers);
    return out;
  },

  /**
   * The error body of HTTP `status` sent, given the correct one (as the error choices write it)
   * and the headers of the request it answers: its text fields in their order (a field a fault
   * adds follows the body's own), then its code and title, then its shape.
   */
  body(
    on: FaultSwitch,
    status: number,
    correct: ErrorBody,
    headers: IncomingHttpHeaders | undefined,
  ): SentBody {
    const context: BodyContext = { status, headers, correct };
    let written = correct;
    for (const field of FIELDS) {
      for (const f of BODY_FIELDS) {
        const write = f.bodyFields[field];
        const value = write && on.breaks(f.id) ? write(written[field], written) : undefined;
        if (value !== undefined) written = { ...written, [field]: value };
      }
    }
    for (const f of BODY_CODE) if (on.breaks(f.id)) written = f.bodyCode(written, context);
    let sent: SentBody = { ...written };
    for (const f of BODY_SHAPE) if (on.breaks(f.id)) sent = f.bodyShape(sent, context);
    return sent;
  },

  /**
   * Sets the X-Request-Id of an error answer on `res` as the faults of the echo leave it (error
   * answers only), given the headers of the request it answers.
   */
  breakEcho(on: FaultSwitch, res: ServerResponse, headers: IncomingHttpHeaders | undefined): void {
    const broken = ECHO.filter((f) => on.breaks(f.id));
    if (broken.length === 0) return;
    const set = res.getHeader('X-Request-Id');
    let echo = typeof set === 'string' ? set : undefined;
    for (const f of broken) echo = f.echo(echo, headers);
    if (echo === undefined) res.removeHeader('X-Request-Id');
    else res.setHeader('X-Request-Id', echo);
  },

  /** The Content-Type of an error answer, given the correct one (A8). */
  contentType(on: FaultSwitch, contentType: string): string {
    let out = contentType;
    for (const f of CONTENT_TYPE) if (on.breaks(f.id)) out = f.contentType(out);
    return out;
  },
};
