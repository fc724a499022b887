import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { verdictUnderMode } from './assumption-outcome.ts';
import { RateLimited } from './not-judged.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Asserts the response status is one of `expected`, under rule `ruleId`. The error body's shape,
 * limits, Content-Type and X-Request-Id echo are judged by the checks on every exchange.
 * @throws RateLimited on a 429 that no test expects (A6: never a failure by itself).
 * @throws ConformanceFailure otherwise.
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

/**
 * Asserts 400 with one of the FORMAT_ERROR `titles` (interface.md Errors/Functional errors) under
 * `ruleId`; several titles where assumptions.md allows either (A14). That the code is FORMAT_ERROR
 * is judged by the checks on every exchange (rule error-format-error-code).
 * @throws RateLimited, ConformanceFailure as `expectStatus`.
 */
export function expectFormatError(ruleId: RuleId, exchange: Exchange, titles: readonly string[]): void {
  const documented = `400 FORMAT_ERROR ${titles.join(' or ')}`;
  expectStatus(ruleId, exchange, [400], documented);
  const body = jsonBody(exchange) as { code?: unknown; title?: unknown } | undefined;
  if (!titles.includes(String(body?.title))) {
    throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
  }
}

/**
 * Asserts server-no-5xx on `exchange` (interface.md Errors/HTTP statuses, 400 row): a status below
 * 500 for any request the suite sends, valid or invalid.
 * @throws ConformanceFailure of server-no-5xx.
 */
export function expectNoServerError(exchange: Exchange): void {
  if (exchange.response.status < 500) return;
  throw new ConformanceFailure('server-no-5xx', describeResponse(exchange), 'a status below 500', exchange);
}

/**
 * Judges rule `ruleId` inside the rule test `t` under the assumption mode: `holds` is what the
 * test found. A held rule and a broken assumption-based rule under `--assumptions warn` are
 * recorded as outcomes in the test's findings (and the test goes on); a broken rule that counts as a failure is thrown (and
 * `ruleIt` records it); under `off` an assumption-based rule is not judged.
 * @throws ConformanceFailure (replaying `exchange`'s request) when the rule is broken and counts as a failure.
 */
export function expectRule(
  t: RuleTest,
  ruleId: RuleId,
  holds: boolean,
  received: string,
  documented: string,
  exchange?: Exchange,
): void {
  const verdict = { ruleId, holds, received, documented };
  const { outcome, failure } = verdictUnderMode(t.run.assumptions, verdict, exchange);
  if (failure) throw failure;
  if (outcome) t.record.findings.add(outcome);
}
