import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { checkRule, RateLimited } from './judge-in-test.ts';

/**
 * Asserts the response status is one of `expected`, under rule `ruleId`. The error body's shape,
 * limits, Content-Type and X-Request-Id echo are judged by the checks on every exchange.
 * @throws RateLimited on a 429 that no test expects (A6: never a failure by itself).
 * @throws ConformanceFailure otherwise.
 */
export function expectStatus(
  ruleId: string,
  exchange: Exchange,
  expected: readonly number[],
  documented: string,
): void {
  const { status } = exchange.response;
  if (expected.includes(status)) return;
  if (status === 429) throw new RateLimited('the target answered 429 after every retry');
  throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
}

/**
 * Asserts 400 with one of the FORMAT_ERROR `titles` (interface.md Errors/Functional errors) under
 * `ruleId`; several titles where assumptions.md allows either (A14). That the code is FORMAT_ERROR
 * is judged by the checks on every exchange (rule error-format-error-code).
 */
export function expectFormatError(ruleId: string, exchange: Exchange, titles: readonly string[]): void {
  const documented = `400 FORMAT_ERROR ${titles.join(' or ')}`;
  expectStatus(ruleId, exchange, [400], documented);
  const body = jsonBody(exchange) as { code?: unknown; title?: unknown } | undefined;
  if (!titles.includes(String(body?.title))) {
    throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
  }
}

/**
 * Judges server-no-5xx on `exchange` (interface.md Errors/HTTP statuses, 400 row): a status below
 * 500 for any request the suite sends, valid or invalid.
 */
export function expectNoServerError(exchange: Exchange): void {
  checkRule(
    'server-no-5xx',
    exchange.response.status < 500,
    describeResponse(exchange),
    'a status below 500',
    exchange,
  );
}
