import { jsonObjectBody } from '../checks/json-object-body.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { expectStatus } from '../checks/expect-status.ts';
import { observe } from './observe.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Asserts under `ruleId` that a single check got 200 with a JSON object (A7: the response shape
 * is not shown in interface.md), and records the body as observed in the test `t`.
 * @throws RateLimited on an unexpected 429, ConformanceFailure of `ruleId` for another status
 * (`expectStatus`) or a body that is not a JSON object, an array included (`jsonObjectBody`).
 */
export function expectJsonObject(t: RuleTest, ruleId: RuleId, exchange: Exchange): void {
  expectStatus(ruleId, exchange, [200], '200 with a JSON object');
  const failure = jsonObjectBody(ruleId, exchange);
  if (failure) throw failure;
  observe(t, ruleId, 'response body (shape not shown in interface.md)', exchange);
}
