import addContext from 'mochawesome/addContext.js';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from '../checks/conformance-failure.ts';
import { redactor } from '../output/redactor.ts';
import { ruleById } from '../rules/catalogue.ts';
import { runContext } from './run-context.ts';

/**
 * Records what the target did at a point the spec files leave open, under rule `ruleId`: in the
 * per-rule table and the test's HTML report, as *observed*, never as a pass or a failure
 * (DEVELOPERS.md; assumptions.md A7, A10, A11, A13, A16). `value` is an exchange (its status and
 * body start) or text.
 * @throws UnknownRuleError when the catalogue has no such rule.
 */
export function observe(ctx: Mocha.Context, ruleId: string, title: string, value: Exchange | string): void {
  ruleById(ruleId);
  const text = redactor.redact(typeof value === 'string' ? value : describeResponse(value));
  runContext().ledger.observe({ ruleId, test: ctx.test?.fullTitle() ?? ruleId, title, value: text });
  addContext(ctx, { title: `Observed (not asserted): ${title}`, value: text });
}
