import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import { expectStatus } from './expect-status.ts';

/**
 * Asserts 400 with one of the FORMAT_ERROR `titles` (interface.md Errors/Functional errors) under
 * `ruleId`; several titles where assumptions.md allows either (A14). That the code is FORMAT_ERROR
 * is judged by the checks on every exchange (rule error-format-error-code).
 * @throws RateLimited, ConformanceFailure as `expectStatus`; ConformanceFailure of `ruleId` for a
 * 400 whose title is none of `titles`.
 */
export function expectFormatError(ruleId: RuleId, exchange: Exchange, titles: readonly string[]): void {
  const documented = `400 FORMAT_ERROR ${titles.join(' or ')}`;
  expectStatus(ruleId, exchange, [400], documented);
  const body = jsonBody(exchange) as { code?: unknown; title?: unknown } | undefined;
  if (!titles.includes(String(body?.title))) {
    throw new ConformanceFailure(ruleId, describeResponse(exchange), documented, exchange);
  }
}
