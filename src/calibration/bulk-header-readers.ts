import { type Exchange, headerOf } from '../client/types.ts';
import { isBulkOperation } from '../api/operations.ts';
import { isUuid } from '../schemas/formats.ts';
import { type ChoiceReader, type ChoiceReading, only } from './choice-reader.ts';
import { formatErrorTitle, requestHeader, succeeded } from './exchange-parts.ts';

/** Version digits each restricting alternative of `uuid-acceptance` takes (A11). */
const VERSIONS = { 'rfc4122-versions-1-5': '12345', 'versions-1-8': '12345678' } as const;

function bulk(exchange: Exchange): boolean {
  return isBulkOperation(exchange.request.operation);
}

/** True when `value` is a UUID of a version in `versions` with the RFC 4122 variant. */
function takenBy(value: string, versions: string): boolean {
  return versions.includes(value.charAt(14)) && '89ab'.includes(value.charAt(19).toLowerCase());
}

/**
 * The `uuid-acceptance` alternatives consistent with how a bulk answer treated its X-Request-Id:
 * taken (2xx) or refused (400 INVALID_HEADER). A refusal of a UUID of version 1-5 with the RFC
 * variant is not read: such an id is what every alternative takes, so another header was refused.
 */
function uuidVerdict(exchange: Exchange): ChoiceReading | undefined {
  const id = requestHeader(exchange, 'x-request-id');
  if (!bulk(exchange) || id === undefined || !isUuid(id)) return undefined;
  const alternatives = Object.entries(VERSIONS);
  if (succeeded(exchange))
    return {
      alternatives: ['any-version', ...alternatives.filter(([, v]) => takenBy(id, v)).map(([a]) => a)],
    };
  if (formatErrorTitle(exchange) !== 'INVALID_HEADER' || takenBy(id, VERSIONS['rfc4122-versions-1-5']))
    return undefined;
  return { alternatives: alternatives.filter(([, v]) => !takenBy(id, v)).map(([a]) => a) };
}

/** True for an Accept-Language beyond one two-letter code: a region subtag, a list or `*` (A10). */
function extendedLanguage(value: string): boolean {
  return /[-,*]/.test(value);
}

/**
 * Readers of the choices of the bulk request checks (A10, A11, A14, A16; interface.md Endpoints/4,
 * 5): which UUIDs X-Request-Id takes, extended Accept-Language, the title for an empty header,
 * HEAD and OPTIONS, the Allow of a 405, and the X-Request-Id of an answer to a request without
 * one.
 */
export const BULK_HEADER_READERS: readonly ChoiceReader[] = [
  { choice: 'uuid-acceptance', read: ({ exchange }) => uuidVerdict(exchange) },
  {
    choice: 'accept-language-extended',
    read: ({ exchange }) => {
      const language = requestHeader(exchange, 'accept-language');
      if (!bulk(exchange) || language === undefined || !extendedLanguage(language)) return undefined;
      if (succeeded(exchange)) return only('tolerated');
      return formatErrorTitle(exchange) === 'INVALID_HEADER' ? only('rejected') : undefined;
    },
  },
  {
    choice: 'empty-mandatory-header',
    read: ({ exchange }) => {
      const id = requestHeader(exchange, 'x-request-id');
      if (!bulk(exchange) || id === undefined || id.trim() !== '') return undefined;
      const title = formatErrorTitle(exchange);
      return title === undefined ? undefined : only(title);
    },
  },
  {
    choice: 'head-options',
    read: ({ exchange }) => {
      const { method } = exchange.request;
      if (!bulk(exchange) || (method !== 'HEAD' && method !== 'OPTIONS')) return undefined;
      if (exchange.response.status === 405) return only('405');
      return succeeded(exchange) ? only('allowed') : undefined;
    },
  },
  {
    choice: 'method-405-allow',
    read: ({ exchange }) => {
      if (exchange.response.status !== 405) return undefined;
      return only(headerOf(exchange.response, 'allow') === undefined ? 'without-allow' : 'with-allow');
    },
  },
  {
    choice: 'x-request-id-when-absent',
    read: ({ exchange }) => {
      if (!bulk(exchange) || requestHeader(exchange, 'x-request-id') !== undefined) return undefined;
      if (exchange.response.status >= 500) return undefined;
      return only(headerOf(exchange.response, 'x-request-id') === undefined ? 'absent' : 'generated');
    },
  },
];
