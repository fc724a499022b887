import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import { RateLimited } from './not-judged.ts';

/**
 * Asserts the response status is one of `expected`, under rule `ruleId` (the generic judge of a
 * documented status: interface.md Errors/HTTP statuses and each endpoint's responses). The error
 * body's shape, limits, Content-Type and X-Request-Id echo are judged by the checks on every exchange.
 * @throws RateLimited on a 429 that no test expects (A6: never a failure by itself).
 * @throws ConformanceFailure of `ruleId` otherwise, "Documented: `documented`".
 */
export function expectStatus(
  ruleId: RuleId,
  exchange: Exchange,
  expected: readonly number[],
  documented: string,
): void {
  const { status } = exchange.response;
  if (expected.includes(status)) return;
  if (status === 429) throw new RateLimited('the target answered 429 after every retry');
  throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
}
