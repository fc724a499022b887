import { isResultFileName, parseContentDisposition } from '../client/content-disposition.ts';
import { type Exchange, headerOf } from '../client/types.ts';
import { resultsContentType } from '../mock/choices/results-content-type.ts';
import { type ChoiceReader, only } from './choice-reader.ts';
import { contentTypeAlternative } from './content-type-alternative.ts';
import { bodyObject, requestHeader, succeeded } from './exchange-parts.ts';

/** Largest submission body read for a corrupt line, characters: the suite's corrupt file is small. */
const CORRUPT_SCAN_CHARS = 64 * 1024;

/** Statuses an answer for results that do not exist yet may have (A3; interface.md Endpoints/5). */
const UNAVAILABLE = new Set([400, 409, 410, 422, 423, 425]);

/** The pattern of the result file's Content-Type (the results-content-type-ndjson check's, the pact's). */
const RESULTS_CONTENT_TYPE = 'responses/results-headers.schema.json#/properties/content-type';

const NOT_PROCESSED = new Set(['NOT_STARTED', 'IN_PROGRESS']);
const ENDED_WITHOUT_RESULTS = new Set(['FAILED', 'TIMED_OUT']);

function submission(exchange: Exchange): boolean {
  return exchange.request.operation === 'bulk-submit' && exchange.request.method === 'POST';
}

/** True when a submission body has a non-blank line that is not a JSON object (A2). */
function hasCorruptLine(body: string): boolean {
  return body.split('\n').some((line) => {
    if (line.trim() === '') return false;
    try {
      const value: unknown = JSON.parse(line);
      return typeof value !== 'object' || value === null || Array.isArray(value);
    } catch {
      return true;
    }
  });
}

/** A GET of the results that answered 200 (a HEAD has no body to read). */
function resultFile(exchange: Exchange): boolean {
  return (
    exchange.request.operation === 'bulk-results' &&
    exchange.request.method === 'GET' &&
    exchange.response.status === 200
  );
}

/** The taskId a results URL names (its last path segment, decoded), or '' when it names none. */
function resultsTaskId(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
  } catch {
    return '';
  }
}

/**
 * The `content-disposition-form` alternative nearest to Content-Disposition `value`, read with the
 * suite's reader (src/client/content-disposition.ts): the form of the parameter that gives the
 * file name (`filename*` with or without a language; `filename` quoted or not, or `inline-spaced`
 * for another disposition type or whitespace around `=`). `value` itself, which no alternative
 * has, when it names no `<taskId>.ndjson` (interface.md Endpoints/5).
 */
function dispositionForm(value: string, taskId: string): string {
  const disposition = parseContentDisposition(value);
  if (!disposition || !isResultFileName(disposition.fileName, taskId)) return value;
  const { parameters } = disposition;
  const named =
    parameters.find((p) => p.name === 'filename*') ?? parameters.find((p) => p.name === 'filename');
  if (named?.form === 'ext-value') return named.language ? 'ext-value-language' : 'ext-value';
  if (disposition.type !== 'attachment' || named?.spaced) return 'inline-spaced';
  return named?.form === 'token' ? 'unquoted' : 'attachment-quoted';
}

/**
 * Readers of the task choices (A2, A3; interface.md Resources, Endpoints/4, 5): the case of
 * taskIds, the submission answers, status detail, the status of results not available, and the
 * result file's Content-Type, Content-Disposition and transfer (with or without Content-Length).
 */
export const BULK_TASK_READERS: readonly ChoiceReader[] = [
  {
    choice: 'task-id-case',
    read: ({ exchange }) => {
      const taskId = succeeded(exchange) && submission(exchange) ? bodyObject(exchange)?.taskId : undefined;
      if (typeof taskId !== 'string') return undefined;
      if (/[A-F]/.test(taskId) && !/[a-f]/.test(taskId)) return only('upper');
      return /[a-f]/.test(taskId) && !/[A-F]/.test(taskId) ? only('lower') : undefined;
    },
  },
  {
    choice: 'submit-content-type-missing',
    read: ({ exchange }) => {
      if (!submission(exchange) || requestHeader(exchange, 'content-type') !== undefined) return undefined;
      const { status } = exchange.response;
      return status === 400 || status === 415 ? only(String(status)) : undefined;
    },
  },
  {
    choice: 'submit-corrupt-file',
    read: ({ exchange }) => {
      const body = exchange.request.body ?? '';
      if (!submission(exchange) || body.length > CORRUPT_SCAN_CHARS || !hasCorruptLine(body))
        return undefined;
      if (exchange.response.status === 202) return only('accept-then-failed');
      return exchange.response.status === 400 ? only('reject-400') : undefined;
    },
  },
  {
    choice: 'submit-response',
    read: ({ exchange }) => {
      if (!submission(exchange) || exchange.response.status !== 202) return undefined;
      const body = bodyObject(exchange);
      if (!body) return undefined;
      const extras = Object.keys(body).some((key) => key !== 'taskId');
      return only(
        extras || headerOf(exchange.response, 'location') !== undefined ? 'extras' : 'task-id-only',
      );
    },
  },
  {
    choice: 'status-detail',
    read: ({ exchange }) => {
      if (exchange.request.operation !== 'bulk-status' || exchange.response.status !== 200) return undefined;
      const body = bodyObject(exchange);
      if (typeof body?.status !== 'string' || ENDED_WITHOUT_RESULTS.has(body.status)) return undefined;
      return only(body.detail === undefined ? 'final-failures-only' : 'always');
    },
  },
  {
    choice: 'results-before-processed-status',
    read: ({ exchange, taskStatus }) => {
      const { status } = exchange.response;
      if (exchange.request.operation !== 'bulk-results' || !UNAVAILABLE.has(status)) return undefined;
      return taskStatus !== undefined && NOT_PROCESSED.has(taskStatus) ? only(String(status)) : undefined;
    },
  },
  {
    choice: 'results-failed-task-status',
    read: ({ exchange, taskStatus }) => {
      const { status } = exchange.response;
      if (exchange.request.operation !== 'bulk-results' || !UNAVAILABLE.has(status)) return undefined;
      return taskStatus !== undefined && ENDED_WITHOUT_RESULTS.has(taskStatus)
        ? only(String(status))
        : undefined;
    },
  },
  {
    choice: 'results-content-type',
    read: ({ exchange }) => {
      const type = resultFile(exchange) ? headerOf(exchange.response, 'content-type') : undefined;
      if (type === undefined) return undefined;
      return only(contentTypeAlternative(type, RESULTS_CONTENT_TYPE, resultsContentType.alternatives));
    },
  },
  {
    choice: 'content-disposition-form',
    read: ({ exchange }) => {
      const value = resultFile(exchange) ? headerOf(exchange.response, 'content-disposition') : undefined;
      return value === undefined
        ? undefined
        : only(dispositionForm(value, resultsTaskId(exchange.request.url)));
    },
  },
  {
    choice: 'ndjson-framing',
    read: ({ exchange }) => {
      if (!resultFile(exchange)) return undefined;
      return headerOf(exchange.response, 'content-length') === undefined
        ? only('chunked')
        : { alternatives: ['lf', 'crlf', 'no-final-newline'] };
    },
  },
];
