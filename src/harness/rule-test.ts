import addContext from 'mochawesome/addContext.js';
import { ConformanceFailure, restatedFailure } from '../checks/conformance-failure.ts';
import { contradictedStateFailure } from '../checks/contradicted-state.ts';
import { type RuleId, ruleById } from '../rules/catalogue.ts';
import type { Rule } from '../rules/rule.ts';
import { TestFindings } from './findings.ts';
import { failureUnderMode } from './assumption-outcome.ts';
import type { RuleOutcome } from './ledger.ts';
import { NotJudged } from './not-judged.ts';
import { ProviderStateContradiction } from './provider-state-contradiction.ts';
import { type RunContext, runOf } from './run-context.ts';
import { stoppedByRun } from './stopped-by-run.ts';
import { transportTroubleReason } from './transport-trouble.ts';

export { stoppedByRun } from './stopped-by-run.ts';

/** The typed data a rule test carries on its mocha test (attached with `attachRuleTest`, read with `ruleTestOf`). */
export interface RuleTestRecord {
  readonly ruleId: RuleId;
  /**
   * What the test found until the runner's ledger listener takes it: its outcomes on other
   * rules, the outcomes of the checks on its exchanges, its observations.
   */
  readonly findings: TestFindings;
  /**
   * The test's own outcome for its rule, set when its body ends: passed, failed, warned (an
   * assumption-based rule under `--assumptions warn`) or skipped with the reason. Unset when the
   * test never ran, when mocha cut it short (a timeout), or when it judged nothing (the run
   * stopped, another rule broke first).
   */
  outcome: RuleOutcome | undefined;
  /**
   * Set instead of `outcome` when another rule's failure ended the test first (`not judged: <rule
   * id> broke first`), or transport trouble did (`not judged: transport (…)`).
   */
  notJudged?: string;
}

/** What a rule test's body gets: its run, its rule, and the running test. */
export interface RuleTest {
  readonly run: RunContext;
  readonly ruleId: RuleId;
  /** The mocha context of the running test (`this`), for its HTML report. */
  readonly mocha: Mocha.Context;
  readonly record: RuleTestRecord;
}

/** Body of a rule test. */
export type RuleTestBody = (t: RuleTest) => Promise<void> | void;

/** The key of a test's record; global, as the runner's and the suites' module instances may differ (see run-context.ts). */
const RULE_TEST = Symbol.for('vop-conformance.rule-test');

type WithRecord = Mocha.Runnable & { [RULE_TEST]?: RuleTestRecord };

/** The record attached to `test`, or undefined for a runnable that is no rule test (a hook). */
export function ruleTestOf(test: Mocha.Runnable): RuleTestRecord | undefined {
  return (test as WithRecord)[RULE_TEST];
}

/**
 * Skips the running test, its rule's outcome `skipped` for `reason` (the per-rule table and the
 * HTML report: "needs a task in FAILED: set VOP_TASK_ID_FAILED").
 */
export function skipWith(t: RuleTest, reason: string): never {
  t.record.outcome = { ruleId: t.ruleId, outcome: 'skipped', detail: reason };
  addContext(t.mocha, { title: 'Skipped because', value: reason });
  t.mocha.skip();
}

/**
 * Ends the running test with its rule `not met` for `reason` (`judged when met: no 429 this
 * run`): the situation the rule is about did not arise, so nothing was judged; neither a skip nor
 * a pass, and it does not change the verdict. Mocha shows the test pending.
 */
export function notMetWith(t: RuleTest, reason: string): never {
  t.record.outcome = { ruleId: t.ruleId, outcome: 'not met', detail: reason };
  addContext(t.mocha, { title: 'Not met', value: reason });
  t.mocha.skip();
}

/**
 * True when the test of rule `ruleId` is skipped before its body runs: an assumption-based rule
 * (assumptions.md) under `--assumptions off`.
 * @throws UnknownRuleError when the catalogue has no such rule.
 */
export function skippedByAssumption(run: RunContext, ruleId: RuleId): boolean {
  return ruleById(ruleId).level === 'assumed' && run.assumptions === 'off';
}

function withMore(failure: ConformanceFailure, more: number): ConformanceFailure {
  if (more === 0) return failure;
  return restatedFailure(
    failure.ruleId,
    `${failure.message}\n(and ${more} more check failure${more > 1 ? 's' : ''} on this test's exchanges: see the per-rule table)`,
  );
}

/** Records how `error` ended the body of `t` (rule `rule`), then rethrows it or skips the test. */
function endedBy(t: RuleTest, rule: Rule<RuleId>, error: unknown): never {
  const { record } = t;
  if (record.outcome) throw error; // skipWith set it: mocha's Pending
  // Transport trouble (after the client's retries) judges nothing: the rule stays not tested, with why.
  const trouble = transportTroubleReason(error);
  if (trouble !== undefined) {
    record.notJudged = trouble;
    addContext(t.mocha, { title: 'Not judged because', value: trouble });
    t.mocha.skip();
  }
  if (error instanceof NotJudged) {
    // A check on an exchange of the test that failed is a failure found, whatever stopped the
    // body after it: the test fails with it (its own rule not judged), never a quiet skip.
    const [first, ...rest] = record.findings.checkFailures;
    if (!first) skipWith(t, error.reason);
    record.notJudged = error.reason.startsWith('not judged: ') ? error.reason : `not judged: ${error.reason}`;
    throw withMore(first, rest.length);
  }
  if (error instanceof ProviderStateContradiction) {
    // The first test that depends on the task fails its rule with the key named (or the rule it
    // was blamed on beforehand: status-value-enum); the rest are not judged, naming that rule.
    if (error.blamed !== undefined && error.blamed !== rule.id) {
      return endedBy(t, rule, new NotJudged(`not judged: ${error.blamed} broke first (${error.received})`));
    }
    error.blamed = rule.id;
    return endedBy(t, rule, contradictedStateFailure(rule.id, error));
  }
  if (error instanceof ConformanceFailure) {
    const { outcome, failure } = failureUnderMode(t.run.assumptions, error);
    if (failure) t.run.findings.failed(failure);
    if (error.ruleId === rule.id) {
      record.outcome = outcome;
      if (failure) throw error;
      addContext(t.mocha, { title: `Warning (${rule.assumption ?? ''})`, value: error.message });
      t.mocha.skip();
    }
    // Another rule broke on the way (a file that did not end PROCESSED): its outcome; this
    // test's own rule is not judged.
    if (outcome) record.findings.add(outcome);
    if (failure) {
      record.notJudged = `not judged: ${error.ruleId} broke first`;
      throw error;
    }
    skipWith(t, `not judged: ${error.ruleId} broke first (${outcome?.outcome ?? 'off'})`);
  }
  if (!stoppedByRun(error)) {
    record.outcome = {
      ruleId: rule.id,
      outcome: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  throw error;
}

/**
 * Runs `body` as the test `t` of `rule`: its own outcome into its record, then the first failure
 * the checks on its exchanges raised (when its own checks held), thrown under that check's rule.
 */
async function judged(t: RuleTest, rule: Rule<RuleId>, body: RuleTestBody): Promise<void> {
  const { record } = t;
  let raised: ConformanceFailure | undefined;
  try {
    if (skippedByAssumption(t.run, rule.id)) skipWith(t, `assumption ${rule.assumption ?? ''} is off`);
    await body(t);
    record.outcome = { ruleId: rule.id, outcome: 'passed' };
    const [first, ...rest] = record.findings.checkFailures;
    if (first) raised = withMore(first, rest.length);
  } catch (error) {
    endedBy(t, rule, error);
  }
  if (raised) throw raised;
}

/** A rule test ready to declare: its mocha title, its function and its record (see `ruleTestDeclaration`). */
export interface RuleTestDeclaration {
  /** `<ruleId>: <title>`. */
  readonly title: string;
  readonly fn: (this: Mocha.Context) => Promise<void>;
  readonly record: RuleTestRecord;
}

/**
 * The test of rule `ruleId`, titled `<ruleId>: <title>`, ready for mocha's `it` (the suites
 * declare it: `suites/shared/rule-it.ts`); attach its record to the declared test with
 * `attachRuleTest`. The body gets the run explicitly (`t.run`).
 * - Assumption-based rules follow `--assumptions`: `off` skips them, `warn` turns the test's
 *   failure into a warning (the test is skipped, its rule `warned`).
 * - NotJudged (a 429 after every retry, A6; a provider state the target cannot give) skips the
 *   test, unless a check on one of its exchanges failed first: the test then fails with that.
 * - Transport trouble (a reset, a timeout after the client's retries) skips it too, its rule not
 *   judged: `not judged: transport (…)`, never failed.
 * - A ProviderStateContradiction (a configured task or scenario name whose task shows another
 *   state) fails the rule of the first test that meets it, the key named first; later tests that
 *   depend on the same task are not judged, naming that rule. A status outside the five states
 *   is blamed on status-value-enum from the start: every test that depends on it is not judged.
 *   A property's case that meets one ends the property the same way, never as a counterexample.
 * - The checks on every exchange run during the body; when the body's own checks hold, the first
 *   failure they raised fails the test under its own rule id (the test's rule stays passed).
 * @throws UnknownRuleError at load time when the catalogue has no such rule.
 */
export function ruleTestDeclaration(ruleId: RuleId, title: string, body: RuleTestBody): RuleTestDeclaration {
  const rule = ruleById(ruleId);
  const record: RuleTestRecord = { ruleId, findings: new TestFindings([ruleId]), outcome: undefined };
  return {
    title: `${ruleId}: ${title}`,
    record,
    fn: async function (this: Mocha.Context) {
      const t: RuleTest = { run: runOf(this), ruleId, mocha: this, record };
      await t.run.findings.within(record.findings, () => judged(t, rule, body));
    },
  };
}

/** Attaches `record` to the declared mocha test `test` (read back with `ruleTestOf`); returns `test`. */
export function attachRuleTest(test: Mocha.Test, record: RuleTestRecord): Mocha.Test {
  Object.defineProperty(test, RULE_TEST, { value: record });
  return test;
}
