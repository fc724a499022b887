import { type Exchange, headerOf } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { type BulkOperationId, isBulkOperation } from '../api/operations.ts';
import type { ExchangeCheck } from './exchange-check.ts';

/**
 * A lower-case UUID of version 1-5 with the RFC 4122 variant: the X-Request-Id every conforming
 * provider accepts (A11 leaves the nil UUID, other versions and variants, and upper case open).
 */
const ACCEPTED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The echo rule of a success response, per bulk operation (A2, Endpoints/4, Endpoints/5). */
const SUCCESS_ECHO_RULES: Readonly<Record<BulkOperationId, RuleId>> = {
  'bulk-submit': 'submit-x-request-id-echo',
  'bulk-status': 'status-x-request-id-echo',
  'bulk-results': 'results-x-request-id-echo',
};

function sentHeader(exchange: Exchange, name: string): string | undefined {
  return Object.entries(exchange.request.headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * X-Request-Id echoed on every bulk response (interface.md Endpoints/4, 5, Errors/Error response),
 * judged when the request carried an X-Request-Id every provider accepts (a provider that rejects
 * an unusual UUID may not echo it).
 */
export const requestIdEcho: ExchangeCheck = {
  name: 'request_id_echo',
  rules: [...Object.values(SUCCESS_ECHO_RULES), 'error-x-request-id-echo'],
  judge: (exchange) => {
    const sent = sentHeader(exchange, 'x-request-id');
    const { operation } = exchange.request;
    if (!isBulkOperation(operation) || sent === undefined || !ACCEPTED_UUID.test(sent)) return [];
    const echoed = headerOf(exchange.response, 'x-request-id');
    return [
      {
        ruleId: exchange.response.status >= 400 ? 'error-x-request-id-echo' : SUCCESS_ECHO_RULES[operation],
        holds: echoed === sent,
        received: `${exchange.response.status} with X-Request-Id: ${echoed ?? '(absent)'}`,
        documented: `X-Request-Id: ${sent} (the request value echoed)`,
      },
    ];
  },
};
