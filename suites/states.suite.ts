import { describeResponse } from '../src/checks/conformance-failure.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { isClientErrorButNot404 } from '../src/harness/client-error.ts';
import { expectRule } from '../src/harness/expect.ts';
import { fetchResults } from '../src/harness/fetch-results.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt, skipWith } from '../src/harness/rule-test.ts';
import { NOT_YET_PROCESSED, taskNow } from '../src/harness/task-now.ts';
import { providerStateTask } from '../src/harness/tasks.ts';

describe('Task states: what each state yields (interface.md States and transitions; A3, A9)', () => {
  for (const [state, ruleId] of [
    ['FAILED', 'status-detail-when-failed'],
    ['TIMED_OUT', 'status-detail-when-timed-out'],
  ] as const) {
    ruleIt(ruleId, `a ${state} status carries a non-empty detail`, async (t) => {
      const { observed } = await taskNow(t, state, [state]);
      const detail = (jsonBody(observed.exchange) as { detail?: unknown } | undefined)?.detail;
      expectRule(
        t,
        ruleId,
        typeof detail === 'string' && detail.trim() !== '',
        describeResponse(observed.exchange),
        `status ${state} with a non-empty detail`,
        observed.exchange,
      );
    });
  }

  ruleIt('results-only-when-processed', 'a task not yet PROCESSED yields no result file', async (t) => {
    const { taskId } = await taskNow(t, 'IN_PROGRESS', NOT_YET_PROCESSED);
    const exchange = await fetchResults(t.run, taskId);
    expectRule(
      t,
      'results-only-when-processed',
      exchange.response.status !== 200,
      describeResponse(exchange),
      'no result file (not 200) before PROCESSED',
      exchange,
    );
  });

  ruleIt(
    'results-before-processed-4xx',
    'results fetched before PROCESSED get a 4xx other than 404 (A3)',
    async (t) => {
      const { taskId } = await taskNow(t, 'IN_PROGRESS', NOT_YET_PROCESSED);
      const exchange = await fetchResults(t.run, taskId);
      observe(
        t,
        'results-before-processed-4xx',
        'results of a task not yet PROCESSED (status not shown)',
        exchange,
      );
      expectRule(
        t,
        'results-before-processed-4xx',
        isClientErrorButNot404(exchange),
        describeResponse(exchange),
        'a 4xx other than 404, with an error body',
        exchange,
      );
    },
  );

  ruleIt(
    'results-failed-task-4xx',
    'results of FAILED and TIMED_OUT tasks get a 4xx other than 404 (A3)',
    async (t) => {
      let judged = 0;
      for (const state of ['FAILED', 'TIMED_OUT'] as const) {
        if (!t.run.providerStateTaskIds[state] && !t.run.knowsScenarioNames) continue;
        const taskId = await providerStateTask(t.run, state);
        const exchange = await fetchResults(t.run, taskId);
        observe(t, 'results-failed-task-4xx', `results of a ${state} task (status not shown)`, exchange);
        expectRule(
          t,
          'results-failed-task-4xx',
          isClientErrorButNot404(exchange),
          describeResponse(exchange),
          `a 4xx other than 404, and no result file, for a ${state} task`,
          exchange,
        );
        judged += 1;
      }
      if (judged === 0)
        skipWith(t, 'needs a FAILED or TIMED_OUT task: set VOP_TASK_ID_FAILED or VOP_TASK_ID_TIMED_OUT (A9)');
    },
  );
});
