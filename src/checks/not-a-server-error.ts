import { describeResponse } from './conformance-failure.ts';
import type { ExchangeCheck } from './exchange-check.ts';

/** interface.md Errors/HTTP statuses (400 row): malformed input gets 400, never a server failure. */
export const notAServerError: ExchangeCheck = {
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
