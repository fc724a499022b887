import type Mocha from 'mocha';
import type { RuleLedger } from '../harness/ledger.ts';

const RULE_PREFIX = /^([a-z0-9]+(?:-[a-z0-9]+)+):\s/;

/** The rule id a test title starts with (`<rule-id>: …`), or undefined. */
export function ruleIdOfTitle(title: string): string | undefined {
  return RULE_PREFIX.exec(title)?.[1];
}

function testsBelow(suite: Mocha.Suite): Mocha.Test[] {
  return [...suite.tests, ...suite.suites.flatMap(testsBelow)];
}

const STOPPED_BY_RUN = new Set(['RunDeadlineError', 'CircuitOpenError']);

/**
 * True when `error` (or a cause of it) says the request was never sent because the run stopped
 * (deadline passed, circuit breaker open): the rule was not tested, not broken.
 */
function notSentBecauseRunStopped(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (STOPPED_BY_RUN.has(e.name)) return true;
  }
  return false;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Feeds the ledger from mocha's events: a passing, failing or pending test records an outcome
 * for the rule its title names; a failing hook fails the rules of every test below it.
 * `skipReasons` gives each pending test its reason; a reason starting `warning` records `warned`.
 */
export function attachLedger(
  runner: Mocha.Runner,
  ledger: RuleLedger,
  skipReasons: WeakMap<object, string>,
): void {
  runner.on('pass', (test: Mocha.Test) => {
    const ruleId = ruleIdOfTitle(test.title);
    if (ruleId) ledger.record({ ruleId, outcome: 'passed', test: test.fullTitle() });
  });
  runner.on('pending', (test: Mocha.Test) => {
    const ruleId = ruleIdOfTitle(test.title);
    if (!ruleId) return;
    const reason = skipReasons.get(test) ?? 'pending';
    const outcome = reason.startsWith('warning') ? 'warned' : 'skipped';
    ledger.record({ ruleId, outcome, test: test.fullTitle(), detail: reason });
  });
  runner.on('fail', (runnable: Mocha.Runnable, error: unknown) => {
    // A test cut short by the run's deadline or an open circuit breaker leaves its rule not tested.
    if (notSentBecauseRunStopped(error)) return;
    // A test that ran over --test-timeout was cut by the tool, not by the target: not judged.
    const ruleOfTimedOut = ruleIdOfTitle(runnable.title);
    if ((error as { code?: unknown }).code === 'ERR_MOCHA_TIMEOUT' && ruleOfTimedOut) {
      ledger.record({
        ruleId: ruleOfTimedOut,
        outcome: 'skipped',
        test: runnable.fullTitle(),
        detail: `not judged: the test ran over --test-timeout (${runnable.timeout()} ms)`,
      });
      return;
    }
    const detail = firstLine(error);
    if ((runnable as { type?: string }).type === 'hook') {
      for (const test of runnable.parent ? testsBelow(runnable.parent) : []) {
        const ruleId = ruleIdOfTitle(test.title);
        if (ruleId)
          ledger.record({
            ruleId,
            outcome: 'failed',
            test: test.fullTitle(),
            detail: `setup failed: ${detail}`,
          });
      }
      return;
    }
    const ruleId = ruleIdOfTitle(runnable.title);
    if (!ruleId) return;
    const brokenRule = (error as { ruleId?: unknown }).ruleId;
    // A failure under another rule id (an error-shape rule) was recorded by that check;
    // the test's own checks ran first and held.
    const outcome = typeof brokenRule === 'string' && brokenRule !== ruleId ? 'passed' : 'failed';
    ledger.record(
      outcome === 'failed'
        ? { ruleId, outcome, test: runnable.fullTitle(), detail }
        : { ruleId, outcome, test: runnable.fullTitle() },
    );
  });
}
