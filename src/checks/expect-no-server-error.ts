import type { Exchange } from '../client/types.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/**
 * Asserts server-no-5xx on `exchange` (interface.md Errors/HTTP statuses, 400 row): a status below
 * 500 for any request the suite sends, valid or invalid.
 * @throws ConformanceFailure of server-no-5xx.
 */
export function expectNoServerError(exchange: Exchange): void {
  if (exchange.response.status < 500) return;
  throw new ConformanceFailure('server-no-5xx', describeResponse(exchange), 'a status below 500', exchange);
}
