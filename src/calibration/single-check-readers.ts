import { type Exchange, headerOf } from '../client/types.ts';
import { type ChoiceReader, only } from './choice-reader.ts';
import { bodyObject, formatErrorTitle, requestHeader } from './exchange-parts.ts';

function singleCheck(exchange: Exchange): boolean {
  const { operation } = exchange.request;
  return operation === 'org-check' || operation === 'cop-check';
}

/** The header a single check's usage headers lack (A7, A14): empty or not sent. */
function lacksUsageHeader(exchange: Exchange): boolean {
  const name = exchange.request.operation === 'org-check' ? 'x-correlation-id' : 'x-fapi-interaction-id';
  return (requestHeader(exchange, name) ?? '').trim() === '';
}

/** True for a 400 that says a mandatory header is missing, as a problem or an Open Banking body. */
function headerMissingAnswer(exchange: Exchange): boolean {
  if (exchange.response.status !== 400) return false;
  if (formatErrorTitle(exchange) === 'MANDATORY_HEADER_NOT_PROVIDED') return true;
  return /header/i.test(exchange.response.bodyText) && /mandatory|missing/i.test(exchange.response.bodyText);
}

/**
 * Readers of the single-check choices (interface.md Endpoints/2, 3: "Response shape: not shown";
 * A7): the 200 body flat or in an Open Banking envelope, the X-Correlation-Id echo, and whether the
 * usage headers are mandatory.
 */
export const SINGLE_CHECK_READERS: readonly ChoiceReader[] = [
  {
    choice: 'single-check-response-shape',
    read: ({ exchange }) => {
      if (!singleCheck(exchange) || exchange.response.status !== 200) return undefined;
      const body = bodyObject(exchange);
      if (!body) return undefined;
      // A flat confirmation of payee has a `Data` of its own: the envelope is told by `Links`.
      const envelope = typeof body.Data === 'object' && typeof body.Links === 'object' && body.Links !== null;
      return only(envelope ? 'ob-envelope' : 'flat');
    },
  },
  {
    choice: 'single-check-echo',
    read: ({ exchange }) => {
      const { operation, method } = exchange.request;
      // Only the usage's POST: another method is answered before the check (405) and says nothing.
      if (operation !== 'org-check' || method !== 'POST' || exchange.response.status >= 500) return undefined;
      const sent = requestHeader(exchange, 'x-correlation-id');
      // Only a visible-ASCII id: other bytes may come back decoded otherwise (obs-text).
      if (sent === undefined || !/^[\x21-\x7e]+$/.test(sent)) return undefined;
      return only(headerOf(exchange.response, 'x-correlation-id') === sent ? 'echo' : 'no-echo');
    },
  },
  {
    choice: 'single-check-headers',
    read: ({ exchange }) => {
      if (!singleCheck(exchange) || exchange.request.method !== 'POST' || !lacksUsageHeader(exchange))
        return undefined;
      if (exchange.response.status === 200) return only('optional');
      return headerMissingAnswer(exchange) ? only('mandatory') : undefined;
    },
  },
];
