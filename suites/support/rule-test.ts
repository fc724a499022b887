import addContext from 'mochawesome/addContext.js';
import { ruleById } from '../../src/rules/catalogue.ts';
import { runContext } from '../../src/runner/context.ts';
import { RateLimited, setCurrentTest } from './checks.ts';
import { ConformanceFailure } from './failure.ts';

/** Body of a rule test; `this` is the mocha context. */
export type RuleTestBody = (this: Mocha.Context) => Promise<void> | void;

/**
 * Skips the running test and records `reason` for the per-rule table
 * ("skipped: VOP_TASK_ID_FAILED is not set").
 */
export function skipWith(ctx: Mocha.Context, reason: string): never {
  if (ctx.test) runContext().skipReasons.set(ctx.test, reason);
  addContext(ctx, { title: reason.startsWith('warning') ? 'Warning' : 'Skipped because', value: reason });
  ctx.skip();
}

/**
 * Declares the test of rule `ruleId`, titled `<ruleId>: <title>`. Assumption-based rules
 * follow `--assumptions`: `off` skips them, `warn` turns a failure into a recorded warning.
 * A 429 after every retry skips the test (A6). Checks of the test's own rule come first, so a
 * failure under another rule id (an error-shape rule) leaves the test's own rule passed.
 * @throws UnknownRuleError at load time when the catalogue has no such rule.
 */
export function ruleIt(ruleId: string, title: string, body: RuleTestBody): Mocha.Test {
  const rule = ruleById(ruleId);
  return it(`${ruleId}: ${title}`, async function (this: Mocha.Context) {
    const { assumptions } = runContext();
    setCurrentTest(this.test?.fullTitle() ?? ruleId);
    if (rule.level === 'assumed' && assumptions === 'off')
      skipWith(this, `assumption ${rule.assumption} is off`);
    try {
      await body.call(this);
    } catch (error) {
      if (error instanceof RateLimited) skipWith(this, `rate limited: ${error.message}`);
      const own = error instanceof ConformanceFailure && error.ruleId === ruleId;
      if (own && rule.level === 'assumed' && assumptions === 'warn') {
        skipWith(this, `warning (${rule.assumption}): ${(error as Error).message}`);
      }
      throw error;
    }
  });
}
