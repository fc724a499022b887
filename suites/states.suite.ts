import { bulkRecordByName } from '../generators/bulk-record.ts';
import { describeResponse } from '../src/checks/conformance-failure.ts';
import type { Exchange } from '../src/client/types.ts';
import type { ProviderStateStatus } from '../src/api/task-states.ts';
import { runContext } from '../src/harness/run-context.ts';
import { resultsPath } from '../src/api/paths.ts';
import { checkRule } from '../src/harness/judge-in-test.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt, skipWith } from '../src/harness/rule-test.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { getStatus, taskIn } from '../src/harness/tasks.ts';

const NOT_YET_PROCESSED = ['NOT_STARTED', 'IN_PROGRESS'];

/** A3: results of a task not (or not successfully) PROCESSED get a 4xx, but not 404. */
function isClientErrorButNot404(exchange: Exchange): boolean {
  const { status } = exchange.response;
  return status >= 400 && status < 500 && status !== 404;
}

describe('Task states: what each state yields (interface.md States and transitions; A3, A9)', () => {
  /** A task in `state` and its current status, or a skip when the target cannot provide one. */
  async function taskNow(ctx: Mocha.Context, state: ProviderStateStatus, accept: readonly string[]) {
    const [record] = sampleWithSeed(bulkRecordByName(), 1);
    if (!record) throw new Error('no record sampled');
    const taskId = await taskIn(ctx, state, record);
    const observed = await getStatus(taskId);
    if (!accept.includes(observed.status ?? ''))
      skipWith(ctx, `the ${state} task is ${observed.status ?? 'unreadable'} now`);
    return { taskId, observed };
  }

  const fetchResults = (taskId: string): Promise<Exchange> =>
    runContext().client.send({ operation: 'bulk-results', method: 'GET', path: resultsPath(taskId) });

  for (const [state, ruleId] of [
    ['FAILED', 'status-detail-when-failed'],
    ['TIMED_OUT', 'status-detail-when-timed-out'],
  ] as const) {
    ruleIt(ruleId, `a ${state} status carries a non-empty detail`, async function () {
      const { observed } = await taskNow(this, state, [state]);
      const detail = (jsonBody(observed.exchange) as { detail?: unknown } | undefined)?.detail;
      checkRule(
        ruleId,
        typeof detail === 'string' && detail.trim() !== '',
        describeResponse(observed.exchange),
        `status ${state} with a non-empty detail`,
        observed.exchange,
      );
    });
  }

  ruleIt('results-only-when-processed', 'a task not yet PROCESSED yields no result file', async function () {
    const { taskId } = await taskNow(this, 'IN_PROGRESS', NOT_YET_PROCESSED);
    const exchange = await fetchResults(taskId);
    checkRule(
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
    async function () {
      const { taskId } = await taskNow(this, 'IN_PROGRESS', NOT_YET_PROCESSED);
      const exchange = await fetchResults(taskId);
      observe(
        this,
        'results-before-processed-4xx',
        'results of a task not yet PROCESSED (status not shown)',
        exchange,
      );
      checkRule(
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
    async function () {
      let judged = 0;
      for (const state of ['FAILED', 'TIMED_OUT'] as const) {
        const [record] = sampleWithSeed(bulkRecordByName(), 1);
        const seeded = runContext().providerStateTaskIds[state];
        if (!seeded && !runContext().scenarioNames) continue;
        if (!record) continue;
        const taskId = await taskIn(this, state, record);
        const exchange = await fetchResults(taskId);
        observe(this, 'results-failed-task-4xx', `results of a ${state} task (status not shown)`, exchange);
        checkRule(
          'results-failed-task-4xx',
          isClientErrorButNot404(exchange),
          describeResponse(exchange),
          `a 4xx other than 404, and no result file, for a ${state} task`,
          exchange,
        );
        judged += 1;
      }
      if (judged === 0)
        skipWith(
          this,
          'needs a FAILED or TIMED_OUT task: set VOP_TASK_ID_FAILED or VOP_TASK_ID_TIMED_OUT (A9)',
        );
    },
  );
});
