import type Mocha from 'mocha';
import type { RunFindings, TestFindings } from '../harness/findings.ts';
import type { RuleLedger } from '../harness/ledger.ts';
import { ruleTestOf, stoppedByRun } from '../harness/rule-test.ts';
import { transportTroubleReason } from '../harness/transport-trouble.ts';

/** The test title the findings made outside a rule test (hooks, between tests) are recorded under. */
export const SETUP_TITLE = '(setup)';

function testsBelow(suite: Mocha.Suite): Mocha.Test[] {
  return [...suite.tests, ...suite.suites.flatMap(testsBelow)];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one writer of the run's ledger. After each rule test it records, under the test's full
 * title, what the test's record (attached by `ruleIt`) holds: the findings of the checks on its
 * exchanges and on other rules, its observations, then its own outcome. After each hook it records
 * the setup's findings under `(setup)`. What only mocha knows is decided here:
 * - a test cut short by `--test-timeout` leaves its rule not judged (`skipped`, with why);
 * - a failing hook fails the rule of every test below it, unless the run stopped (deadline,
 *   circuit breaker: not tested) or transport trouble failed it (each rule `not judged:
 *   transport (…)`: transport trouble is no rule failure);
 * - a test mocha skipped without running it is `skipped` (`pending`);
 * - a test that failed after it ended (an uncaught error once it had passed) fails its rule.
 * What a test's exchanges find after it ended (a test cut short by its timeout while an exchange
 * was in flight) stays that test's, and is recorded under its title when the run ends.
 */
export function attachLedger(runner: Mocha.Runner, ledger: RuleLedger, findings: RunFindings): void {
  const timedOut = new WeakSet<Mocha.Runnable>();
  const ended = new Map<Mocha.Runnable, string>();
  const write = (test: string, found: TestFindings) => {
    const { outcomes, observations } = found.take();
    for (const outcome of outcomes) ledger.record({ ...outcome, test });
    for (const observed of observations) ledger.observe({ ...observed, test });
  };

  runner.on('hook end', () => {
    write(SETUP_TITLE, findings.setup);
  });
  runner.on('end', () => {
    write(SETUP_TITLE, findings.setup);
    for (const [test, title] of ended) {
      const record = ruleTestOf(test);
      if (record) write(title, record.findings);
    }
  });
  runner.on('fail', (runnable: Mocha.Runnable, error: unknown) => {
    if ((runnable as { type?: string }).type !== 'hook') {
      if ((error as { code?: unknown }).code === 'ERR_MOCHA_TIMEOUT') timedOut.add(runnable);
      const record = ruleTestOf(runnable);
      const title = ended.get(runnable);
      if (
        record &&
        title !== undefined &&
        !stoppedByRun(error) &&
        transportTroubleReason(error) === undefined
      ) {
        ledger.record({ ruleId: record.ruleId, outcome: 'failed', test: title, detail: messageOf(error) });
      }
      return;
    }
    write(SETUP_TITLE, findings.setup);
    if (stoppedByRun(error)) return;
    const trouble = transportTroubleReason(error);
    for (const test of runnable.parent ? testsBelow(runnable.parent) : []) {
      const record = ruleTestOf(test);
      if (!record) continue;
      if (trouble !== undefined) {
        ledger.notJudged({ ruleId: record.ruleId, reason: trouble, test: test.fullTitle() });
        continue;
      }
      const detail = `setup failed: ${messageOf(error)}`;
      ledger.record({ ruleId: record.ruleId, outcome: 'failed', test: test.fullTitle(), detail });
    }
  });
  runner.on('test end', (test: Mocha.Test) => {
    const record = ruleTestOf(test);
    if (!record) return;
    const title = test.fullTitle();
    ended.set(test, title);
    write(title, record.findings);
    const { ruleId } = record;
    const own = timedOut.has(test)
      ? {
          ruleId,
          outcome: 'skipped' as const,
          detail: `not judged: the test ran over --test-timeout (${test.timeout()} ms)`,
        }
      : (record.outcome ??
        (test.isPending() && record.notJudged === undefined
          ? { ruleId, outcome: 'skipped' as const, detail: 'pending' }
          : undefined));
    if (own) ledger.record({ ...own, test: title });
    else if (record.notJudged !== undefined)
      ledger.notJudged({ ruleId, reason: record.notJudged, test: title });
  });
}
