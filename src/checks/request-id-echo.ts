import { type Exchange, headerOf } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { type BulkOperationId, isBulkOperation } from '../api/operations.ts';
import type { ExchangeCheck } from './exchange-check.ts';

/** The echo rule of a success response, per bulk operation (A2, Endpoints/4, Endpoints/5). */
const SUCCESS_ECHO_RULES: Readonly<Record<BulkOperationId, RuleId>> = {
  'bulk-submit': 'submit-x-request-id-echo',
  'bulk-status': 'status-x-request-id-echo',
  'bulk-results': 'results-x-request-id-echo',
};

/** The value of header `name` (lower case) the request carried once; undefined when absent or sent twice (A16). */
function sentOnce(exchange: Exchange, name: string): string | undefined {
  const sent = Object.entries(exchange.request.headers).filter(([key]) => key.toLowerCase() === name);
  return sent.length === 1 ? sent[0]?.[1] : undefined;
}

/**
 * X-Request-Id echoed on every bulk response (interface.md Endpoints/4, 5: "`X-Request-Id`
 * (mandatory, echoes the request value)"; Errors/Error response: "`X-Request-Id` (mandatory,
 * echoes request)"), judged whenever the request carried a non-empty X-Request-Id, whatever its
 * value: an error for a malformed X-Request-Id echoes it too. An empty one (A14), and two (A16:
 * duplicate headers are not addressed), are not judged.
 */
export const requestIdEcho: ExchangeCheck = {
  name: 'request_id_echo',
  rules: [...Object.values(SUCCESS_ECHO_RULES), 'error-x-request-id-echo'],
  judge: (exchange) => {
    const sent = sentOnce(exchange, 'x-request-id');
    const { operation } = exchange.request;
    if (!isBulkOperation(operation) || sent === undefined || sent.trim() === '') return [];
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
