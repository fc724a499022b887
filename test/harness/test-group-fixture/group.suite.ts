// The fixture suite of test-group.test.ts: one TestGroup of five rule tests whose work logs when
// it starts and ends (run.progress) and observes something in the findings it runs in.
import { ConformanceFailure } from '../../../src/checks/conformance-failure.ts';
import { NotJudged } from '../../../src/harness/not-judged.ts';
import type { RunContext } from '../../../src/harness/run-context.ts';
import { type GroupWork, TestGroup } from '../../../src/harness/test-group.ts';
import type { RuleTest } from '../../../src/harness/rule-test.ts';
import { ruleIt } from '../../../suites/shared/rule-it.ts';
import type { RuleId } from '../../../src/rules/catalogue.ts';

/** Work of `name` under `ruleId`: `cases` cases through the group's pool, each a few turns long. */
function work(name: string, ruleId: RuleId, cases = 3) {
  return async (run: RunContext, { pool }: GroupWork): Promise<string> => {
    run.progress(`start ${name}`);
    await Promise.all(
      Array.from({ length: cases }, (_, i) =>
        pool.run(async () => {
          run.progress(`case ${name} ${i}`);
          for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
          run.findings.current.observe({ ruleId, title: `seen by the work of ${name}`, value: `case ${i}` });
        }),
      ),
    );
    run.progress(`end ${name}`);
    return name;
  };
}

/** Declares the rule test `<ruleId>: <title>` of `group` with its work and judge, as the suites declare their property groups. */
function groupIt<R>(
  group: TestGroup,
  ruleId: RuleId,
  title: string,
  work: (run: RunContext, work: GroupWork) => Promise<R>,
  judge: (t: RuleTest, result: R) => void,
  timeoutMs?: number,
): void {
  const member = group.member(ruleId, work, judge);
  const test = ruleIt(ruleId, title, member.body);
  if (timeoutMs !== undefined) test.timeout(timeoutMs);
  member.bind(test);
}

describe('fixture: a group of tests whose work starts together', () => {
  const group = new TestGroup();

  groupIt(group, 'status-taskid-uuid', 'A passes', work('A', 'status-taskid-uuid'), (t, name) => {
    t.run.progress(`judge ${name}`);
  });

  groupIt(
    group,
    'status-x-request-id-mandatory',
    'B fails',
    work('B', 'status-x-request-id-mandatory'),
    () => {
      throw new ConformanceFailure('status-x-request-id-mandatory', 'got this', 'wanted that');
    },
  );

  // A4: skipped before its body under --assumptions off, so its work never starts then.
  groupIt(
    group,
    'results-unknown-task-404',
    'C is assumption-based',
    work('C', 'results-unknown-task-404'),
    () => {
      throw new NotJudged('C judges nothing');
    },
  );

  groupIt(
    group,
    'status-x-request-id-echo',
    'D runs over its timeout',
    async (run, { signal }) => {
      run.progress('start D');
      while (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
      run.progress('aborted D');
    },
    () => undefined,
    // Short, so that D runs over it; the other tests keep the fixture's long default, which a busy
    // machine cannot run over (their work takes a few event-loop turns).
    400,
  );

  groupIt(group, 'status-200-json-body', 'E passes', work('E', 'status-200-json-body'), () => undefined);
});
