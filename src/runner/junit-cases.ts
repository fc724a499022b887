import type { LedgerEntry, RuleResult } from '../harness/ledger.ts';
import type { JunitCase } from '../report/junit-file.ts';
import type { MochaCase } from './test-cases.ts';
import type { StopText } from '../report/unreached.ts';

/** The first line of `text` (all of it when it has one): a JUnit `message`. */
export const firstLine = (text: string): string => text.split('\n', 1)[0] ?? '';

/**
 * The JUnit cases of a run from what mocha saw and what the ledger recorded:
 * - a skipped test carries the reason its rule test gave (e.g. "set VOP_TASK_ID_FAILED …"), or
 *   `skipped` when mocha skipped it without one; an assumption-based rule broken under
 *   `--assumptions warn` is skipped with "warning: <its failure>" (the run does not fail for it);
 * - a failed test that did not judge its own rule because another rule broke first is skipped
 *   with `not judged: <rule id> broke first` (and that rule's expected-failure reason, if it is
 *   one): the failure is the other rule's, and its own tests carry it, so JUnit's failures are
 *   the tests of the rules the summary says failed;
 * - a failed test whose failed rules are all expected failures (`--expect-failures`) is shown
 *   skipped with "expected failure: <reason>", as the run does not fail for it;
 * - a test the run did not reach, or whose exchanges the stopping run aborted before it found
 *   anything, is skipped with `not tested: <stop>` (`not tested: interrupted`);
 * - a test (or hook) that transport trouble ended is skipped with `not judged: transport (…)`
 *   (transport trouble is never a rule failure);
 * - a failed test whose failed rules the per-rule table shows `not tested` with a reason (a run
 *   whose every submission got 404: `notJudgedAtWrongPath`) is skipped with that reason;
 * - any other failure keeps its message: the first line as `message`, the whole as the text.
 * `entries` are the ledger's; `results` the per-rule table after expected failures were applied.
 * Skip reasons and failure messages reach CI this way, and JUnit's counts agree with the summary.
 */
export function junitCases(
  cases: readonly MochaCase[],
  entries: readonly LedgerEntry[],
  results: readonly RuleResult[],
  stop?: StopText,
): JunitCase[] {
  const byTest = new Map<string, LedgerEntry[]>();
  for (const entry of entries) byTest.set(entry.test, [...(byTest.get(entry.test) ?? []), entry]);
  const expected = new Map(
    results.filter((r) => r.status === 'expected').map((r) => [r.id, r.details[0] ?? 'expected failure']),
  );
  const unjudged = new Map(
    results.flatMap((r) => (r.status === 'not tested' && r.reason !== undefined ? [[r.id, r.reason]] : [])),
  );
  return cases.map((each) => {
    const common = {
      suite: each.suite,
      name: each.name,
      durationMs: each.durationMs,
      ...(each.file ? { file: each.file } : {}),
    };
    const own = byTest.get(each.fullTitle) ?? [];
    // The run stopped before the test, or under it with nothing found: not tested, not failed.
    const failedOwn = own.some((e) => e.outcome === 'failed');
    if (each.state === 'not run' || (each.stopped && !failedOwn)) {
      const message = `not tested: ${stop ?? 'the run stopped'}`;
      return { ...common, outcome: 'skipped', message, text: message };
    }
    if (each.notJudged !== undefined && !failedOwn)
      return { ...common, outcome: 'skipped', message: firstLine(each.notJudged), text: each.notJudged };
    if (each.state === 'pending') {
      const ownRule = own.filter((e) => e.ruleId === each.ruleId);
      const warned = ownRule.find((e) => e.outcome === 'warned')?.detail;
      // Not met (no 429 came, A6): JUnit has no such outcome; a skipped case, its message saying so.
      const notMet = ownRule.find((e) => e.outcome === 'not met')?.detail;
      const reason =
        warned === undefined
          ? (notMet ??
            ownRule.find((e) => e.outcome === 'skipped')?.detail ??
            (each.ruleId === undefined ? undefined : unjudged.get(each.ruleId)))
          : `warning: ${warned}`;
      return {
        ...common,
        outcome: 'skipped',
        message: firstLine(reason ?? 'skipped'),
        text: reason ?? 'skipped',
      };
    }
    if (each.state === 'passed') return { ...common, outcome: 'passed' };
    const failedRules = own.filter((e) => e.outcome === 'failed').map((e) => e.ruleId);
    const ownFailed = each.ruleId !== undefined && failedRules.includes(each.ruleId);
    if (each.notJudged !== undefined && !ownFailed) {
      const because = [...new Set(failedRules)].map((id) => expected.get(id)).filter((r) => r !== undefined);
      const message = because.length > 0 ? `${each.notJudged} (${because.join('; ')})` : each.notJudged;
      return { ...common, outcome: 'skipped', message: firstLine(message), text: message };
    }
    const reasons = failedRules.map((id) => expected.get(id));
    if (failedRules.length > 0 && reasons.every((r) => r !== undefined)) {
      return { ...common, outcome: 'skipped', message: reasons[0] ?? 'expected failure' };
    }
    // Failures the per-rule table does not count (a run at a submission path every submission
    // got 404 at tested its configuration): skipped with the table's reason.
    const unjudgedReasons = failedRules.map((id) => unjudged.get(id));
    if (failedRules.length > 0 && unjudgedReasons.every((r) => r !== undefined)) {
      const reason = unjudgedReasons[0] ?? 'not judged';
      return { ...common, outcome: 'skipped', message: firstLine(reason), text: reason };
    }
    const text = each.error ?? 'failed';
    return { ...common, outcome: 'failed', message: firstLine(text), text };
  });
}

/**
 * The JUnit case of a run that could not test (`problem`: the one line naming the key to fix,
 * e.g. rejected credentials, a submission path every submission got 404 at): an `<error>` under
 * `suite`, first in the file, so a CI that reads only junit.xml shows an error, never a pass.
 */
export function couldNotTestCase(suite: string, problem: string): JunitCase {
  return {
    suite,
    name: 'could not test',
    durationMs: 0,
    outcome: 'error',
    message: firstLine(problem),
    text: problem,
  };
}
