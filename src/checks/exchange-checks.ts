import { jsonBody } from '../client/json-body.ts';
import { isStreamedExchange } from '../client/streamed-exchange.ts';
import { type Exchange, headerOf } from '../client/types.ts';
import type { OperationId } from '../api/operations.ts';
import { schemaErrorText, validate } from '../schemas/registry.ts';
import { describeResponse } from './conformance-failure.ts';

/** One judgement of one rule on one exchange. */
export interface Verdict {
  readonly ruleId: string;
  readonly holds: boolean;
  readonly received: string;
  readonly documented: string;
}

/**
 * A check run on every exchange of a run (as Schemathesis runs its default checks): a plain
 * named function from an exchange to verdicts, empty when it does not apply.
 */
export interface ExchangeCheck {
  /** Stable name; also the value a later `--checks` option takes. */
  readonly name: string;
  /** The rule ids its verdicts name. */
  readonly rules: readonly string[];
  readonly judge: (exchange: Exchange) => Verdict[];
}

const BULK_SUBJECT: Partial<Record<OperationId, string>> = {
  'bulk-submit': 'submit',
  'bulk-status': 'status',
  'bulk-results': 'results',
};

/** The titles of interface.md Errors/Functional errors (code FORMAT_ERROR, HTTP 400). */
export const FORMAT_ERROR_TITLES: readonly string[] = [
  'INVALID_HEADER',
  'MANDATORY_HEADER_NOT_PROVIDED',
  'INVALID_REQUEST',
  'MANDATORY_FIELD_NOT_PROVIDED',
  'INVALID_FIELD',
  'NAME_TOO_LONG',
  'MUTUALLY_EXCLUSIVE_FIELDS_USED',
];

function sentHeader(exchange: Exchange, name: string): string | undefined {
  return Object.entries(exchange.request.headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function schemaProblems(schema: string, value: unknown): string {
  return schemaErrorText(validate(schema, value).errors);
}

function isBulk(exchange: Exchange): boolean {
  return exchange.request.operation !== undefined && BULK_SUBJECT[exchange.request.operation] !== undefined;
}

/** interface.md Errors/HTTP statuses (400 row): malformed input gets 400, never a server failure. */
const notAServerError: ExchangeCheck = {
  name: 'not_a_server_error',
  rules: ['server-no-5xx'],
  judge: (exchange) => [
    {
      ruleId: 'server-no-5xx',
      holds: exchange.response.status < 500,
      received: describeResponse(exchange),
      documented: 'a status below 500 for every request the suite sends',
    },
  ],
};

/**
 * A lower-case UUID of version 1-5 with the RFC 4122 variant: the X-Request-Id every conforming
 * provider accepts (A11 leaves the nil UUID, other versions and variants, and upper case open).
 */
const ACCEPTED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * X-Request-Id echoed on every bulk response (interface.md Endpoints/4, 5, Errors/Error response),
 * judged when the request carried an X-Request-Id every provider accepts (a provider that rejects
 * an unusual UUID may not echo it).
 */
const requestIdEcho: ExchangeCheck = {
  name: 'request_id_echo',
  rules: [
    'submit-x-request-id-echo',
    'status-x-request-id-echo',
    'results-x-request-id-echo',
    'error-x-request-id-echo',
  ],
  judge: (exchange) => {
    const sent = sentHeader(exchange, 'x-request-id');
    const subject = exchange.request.operation && BULK_SUBJECT[exchange.request.operation];
    if (!subject || sent === undefined || !ACCEPTED_UUID.test(sent)) return [];
    const echoed = headerOf(exchange.response, 'x-request-id');
    const ruleId =
      exchange.response.status >= 400 ? 'error-x-request-id-echo' : `${subject}-x-request-id-echo`;
    return [
      {
        ruleId,
        holds: echoed === sent,
        received: `${exchange.response.status} with X-Request-Id: ${echoed ?? '(absent)'}`,
        documented: `X-Request-Id: ${sent} (the request value echoed)`,
      },
    ];
  },
};

const MAX_LENGTH_RULES: ReadonlyArray<[string, string]> = [
  ['type', 'error-type-max-70'],
  ['title', 'error-title-max-70'],
  ['detail', 'error-detail-max-500'],
  ['instance', 'error-instance-max-256'],
];

/** Every bulk error response: JSON (A8), the error object's shape and limits (interface.md Errors, Limits). */
const errorResponse: ExchangeCheck = {
  name: 'error_response',
  rules: [
    'error-content-type-json',
    'error-body-shape',
    ...MAX_LENGTH_RULES.map(([, id]) => id),
    'error-format-error-code',
    'error-format-error-400',
    'error-format-error-title',
  ],
  judge: (exchange) => {
    // A response to HEAD has no body by definition (RFC 9110 9.3.2): its shape cannot be judged.
    if (!isBulk(exchange) || exchange.response.status < 400 || exchange.request.method === 'HEAD') return [];
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    const body = jsonBody(exchange);
    const { errors } = validate('responses/error.schema.json', body);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const verdicts: Verdict[] = [
      {
        ruleId: 'error-content-type-json',
        holds: validate('responses/error-headers.schema.json#/properties/content-type', contentType).valid,
        received: `Content-Type: ${contentType || '(absent)'}`,
        documented: 'application/json or application/problem+json, optionally ;charset=utf-8',
      },
    ];
    for (const [field, ruleId] of MAX_LENGTH_RULES) {
      const broken = errors.some((e) => e.instancePath === `/${field}` && e.keyword === 'maxLength');
      const value = fields[field];
      verdicts.push({
        ruleId,
        holds: !broken,
        received:
          typeof value === 'string' ? `${field} of ${value.length} characters: ${value.slice(0, 80)}` : '',
        documented: `the error ${field} within its limit`,
      });
    }
    const shapeErrors = errors.filter((e) => e.keyword !== 'maxLength');
    verdicts.push({
      ruleId: 'error-body-shape',
      holds: shapeErrors.length === 0,
      received: `${describeResponse(exchange)} (${schemaErrorText(shapeErrors)})`,
      documented:
        'a JSON object with type (URI reference) and code (string); status integer; title, detail, instance strings',
    });
    if (exchange.response.status === 400 && FORMAT_ERROR_TITLES.includes(String(fields.title))) {
      verdicts.push({
        ruleId: 'error-format-error-code',
        holds: fields.code === 'FORMAT_ERROR',
        received: `code ${JSON.stringify(fields.code)} with title ${String(fields.title)}`,
        documented: 'code FORMAT_ERROR for a functional error',
      });
    }
    if (fields.code === 'FORMAT_ERROR') {
      verdicts.push(
        {
          ruleId: 'error-format-error-400',
          holds: exchange.response.status === 400,
          received: describeResponse(exchange),
          documented: 'FORMAT_ERROR only with HTTP 400',
        },
        {
          ruleId: 'error-format-error-title',
          holds: FORMAT_ERROR_TITLES.includes(String(fields.title)),
          received: `title ${JSON.stringify(fields.title)}`,
          documented: `one of ${FORMAT_ERROR_TITLES.join(', ')}`,
        },
      );
    }
    return verdicts;
  },
};

const SUCCESS_SCHEMAS: ReadonlyArray<[OperationId, number, string, string]> = [
  ['token', 200, 'responses/token.schema.json', 'token-client-credentials-issued'],
  ['bulk-submit', 202, 'responses/submission.schema.json', 'submit-202-task-id'],
  ['bulk-status', 200, 'responses/status.schema.json', 'status-200-json-body'],
];

const DETAIL_RULES: Readonly<Record<string, string>> = {
  FAILED: 'status-detail-when-failed',
  TIMED_OUT: 'status-detail-when-timed-out',
};

/** A success body validates against its operation's response schema. */
const responseSchema: ExchangeCheck = {
  name: 'response_schema',
  rules: [...SUCCESS_SCHEMAS.map(([, , , ruleId]) => ruleId), ...Object.values(DETAIL_RULES)],
  judge: (exchange) => {
    // A response to HEAD has no body by definition (RFC 9110 9.3.2); a streamed body is judged by its reader.
    if (exchange.request.method === 'HEAD' || isStreamedExchange(exchange)) return [];
    const match = SUCCESS_SCHEMAS.find(
      ([operation, status]) =>
        exchange.request.operation === operation && exchange.response.status === status,
    );
    if (!match) return [];
    const [, , schema, ruleId] = match;
    const body = jsonBody(exchange);
    const errors = validate(schema, body).errors;
    // The status schema's if/then (detail on FAILED and TIMED_OUT) is judged under the detail rules.
    const conditional = (e: { schemaPath: string }) =>
      e.schemaPath.startsWith('#/then') || e.schemaPath === '#/if';
    const problems = schemaErrorText(errors.filter((e) => !conditional(e)));
    const verdicts: Verdict[] = [
      {
        ruleId,
        holds: problems === '',
        received: `${describeResponse(exchange)} (${problems})`,
        documented: `a body valid against schemas/${schema}`,
      },
    ];
    const status = (body as { status?: unknown } | undefined)?.status;
    const detailRule =
      exchange.request.operation === 'bulk-status' ? DETAIL_RULES[String(status)] : undefined;
    if (detailRule) {
      verdicts.push({
        ruleId: detailRule,
        holds: !errors.some(conditional),
        received: describeResponse(exchange),
        documented: `status ${String(status)} with a non-empty detail`,
      });
    }
    return verdicts;
  },
};

/** Every line of a buffered result file: one JSON object, a result record or a record-level error. */
const resultLines: ExchangeCheck = {
  name: 'result_lines',
  rules: ['results-200-ndjson', 'results-record-shape'],
  judge: (exchange) => {
    if (exchange.request.operation !== 'bulk-results' || exchange.response.status !== 200) return [];
    const verdicts: Verdict[] = [];
    for (const [index, line] of exchange.response.bodyText.split('\n').entries()) {
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
      verdicts.push({
        ruleId: 'results-200-ndjson',
        holds: isObject,
        received: `line ${index + 1}: ${line.slice(0, 120)}`,
        documented: 'one JSON object per line',
      });
      if (!isObject) continue;
      const schema =
        typeof (value as { code?: unknown }).code === 'string'
          ? 'responses/record-error.schema.json'
          : 'responses/result-record.schema.json';
      const problems = schemaProblems(schema, value);
      verdicts.push({
        ruleId: 'results-record-shape',
        holds: problems === '',
        received: `line ${index + 1}: ${problems}`,
        documented: `a line valid against schemas/${schema}`,
      });
    }
    return verdicts;
  },
};

/** The checks run on every exchange, in order. */
export const EXCHANGE_CHECKS: readonly ExchangeCheck[] = [
  notAServerError,
  requestIdEcho,
  errorResponse,
  responseSchema,
  resultLines,
];
