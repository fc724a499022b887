import addContext from 'mochawesome/addContext.js';
import { describeResponse } from '../checks/conformance-failure.ts';
import { toCurl } from '../client/curl.ts';
import type { Exchange } from '../client/types.ts';
import { redactor } from '../output/redactor.ts';
import type { RuleId } from '../rules/catalogue.ts';
import type { RuleTest } from './rule-test.ts';

/**
 * Records what the target did at a point the spec files leave open, under rule `ruleId`: in the
 * per-rule table and the test's HTML report, as *observed*, never as a pass or a failure
 * (assumptions.md A7, A10, A11, A13, A16). `value` is an exchange (its status and
 * body start, and its request as a redacted curl) or text, with `shownBy` the exchange that showed it.
 */
export function observe(
  t: RuleTest,
  ruleId: RuleId,
  title: string,
  value: Exchange | string,
  shownBy?: Exchange,
): void {
  const text = redactor.redact(typeof value === 'string' ? value : describeResponse(value));
  // The request that showed it, so the sign-off can say how to replay it.
  const exchange = typeof value === 'string' ? shownBy : value;
  const request = exchange ? redactor.redact(toCurl(exchange.request)) : undefined;
  t.record.findings.observe({ ruleId, title, value: text, ...(request ? { request } : {}) });
  addContext(t.mocha, { title: `Observed (not asserted): ${title}`, value: text });
}
