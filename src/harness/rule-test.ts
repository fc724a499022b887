import addContext from 'mochawesome/addContext.js';
import { ConformanceFailure, restatedFailure } from '../checks/conformance-failure.ts';
import { ruleById } from '../rules/catalogue.ts';
import { runContext } from './run-context.ts';
import { RateLimited } from './judge-in-test.ts';

/** Body of a rule test; `this` is the mocha context. */
export type RuleTestBody = (this: Mocha.Context) => Promise<void> | void;

/**
 * Skips the running test and records `reason` for the per-rule table and the HTML report
 * ("needs a task in FAILED: set VOP_TASK_ID_FAILED").
 */
export function skipWith(ctx: Mocha.Context, reason: string): never {
  if (ctx.test) runContext().skipReasons.set(ctx.test, reason);
  addContext(ctx, { title: reason.startsWith('warning') ? 'Warning' : 'Skipped because', value: reason });
  ctx.skip();
}

function withMore(failure: ConformanceFailure, more: number): ConformanceFailure {
  if (more === 0) return failure;
  return restatedFailure(
    failure.ruleId,
    `${failure.message}\n(and ${more} more check failure${more > 1 ? 's' : ''} on this test's exchanges: see the per-rule table)`,
  );
}

/**
 * Declares the test of rule `ruleId`, titled `<ruleId>: <title>`.
 * - Assumption-based rules follow `--assumptions`: `off` skips them, `warn` turns a failure into a warning.
 * - A 429 after every retry skips the test (A6).
 * - Checks on every exchange run during the body; when the body's own checks hold, the first
 *   failure they raised fails the test under its own rule id (the test's rule stays passed).
 * @throws UnknownRuleError at load time when the catalogue has no such rule.
 */
export function ruleIt(ruleId: string, title: string, body: RuleTestBody): Mocha.Test {
  const rule = ruleById(ruleId);
  return it(`${ruleId}: ${title}`, async function (this: Mocha.Context) {
    const { assumptions, testState } = runContext();
    testState.current = this.test?.fullTitle() ?? ruleId;
    testState.pending.length = 0;
    try {
      if (rule.level === 'assumed' && assumptions === 'off')
        skipWith(this, `assumption ${rule.assumption} is off`);
      await body.call(this);
      const [first, ...rest] = testState.pending;
      if (first) throw withMore(first, rest.length);
    } catch (error) {
      if (error instanceof RateLimited) skipWith(this, `rate limited: ${error.message}`);
      const own = error instanceof ConformanceFailure && error.ruleId === ruleId;
      if (own && rule.level === 'assumed' && assumptions === 'warn') {
        skipWith(this, `warning (${rule.assumption}): ${error.message}`);
      }
      throw error;
    } finally {
      testState.pending.length = 0;
      testState.current = '(setup)';
    }
  });
}
