import { expectVerdict } from '../src/harness/expect.ts';
import { expectExchangeRule } from '../src/harness/expect-exchange-rule.ts';
import { resultsBeforeProcessed4xx } from '../src/checks/results-before-processed-4xx.ts';
import { resultsFailedTask4xx } from '../src/checks/results-failed-task-4xx.ts';
import { expectNoResultFile, fetchResults } from '../src/harness/fetch-results.ts';
import { observe } from '../src/harness/observe.ts';
import { skipWith } from '../src/harness/rule-test.ts';
import { lifecyclePoll, lifecyclePolled } from '../src/harness/bulk-lifecycle.ts';
import { statusFinalStateReached } from '../src/checks/status-final-state-reached.ts';
import { statusValidFileNotFailed } from '../src/checks/status-valid-file-not-failed.ts';
import { unusableStatus } from '../src/checks/unusable-status.ts';
import { ruleIt } from './shared/rule-it.ts';
import { finalStatesAtHand, NOT_YET_PROCESSED, taskNow } from '../src/harness/task-now.ts';
import { providerStateTask } from '../src/harness/tasks.ts';
import { watchSlowTask } from '../src/harness/slow-scenario.ts';
import { bytesOfRecords, recordsOf, recordsOfBytes } from '../src/harness/limit-files.ts';
import { judgeLimitFile, limitFileInputs } from '../src/harness/limit-verdict.ts';

describe('Task states: what each state yields (interface.md States and transitions; A3, A9)', () => {
  // The run's lifecycle task (seven valid records, src/harness/bulk-lifecycle.ts), polled once.
  ruleIt('status-value-enum', 'every polled status is one of the five states', async (t) => {
    const started = Date.now();
    // Stops at the first status outside the five states, failing this rule (unusableStatus, src/checks).
    const polled = await lifecyclePolled(t.run);
    const seen = polled.observations.map((o) => o.status ?? '?').filter((v, i, all) => v !== all[i - 1]);
    // Transitions and timings are not shown (States and transitions): recorded, not asserted.
    observe(
      t,
      t.ruleId,
      'states seen while polling',
      `${seen.join(' → ')} (final after about ${Date.now() - started} ms, ${polled.observations.length} polls)`,
    );
  });

  ruleIt(
    'status-final-state-reached',
    'the task reaches PROCESSED, FAILED or TIMED_OUT within the poll timeout',
    async (t) => {
      // The harness polls (at most --poll-timeout) and returns what it saw; the judge decides.
      const poll = await lifecyclePoll(t.run);
      // An answer the poll could not go on with is another rule's (status-200-json-body, status-value-enum).
      const failure = (poll.final && unusableStatus(poll.final)) ?? statusFinalStateReached(poll);
      if (failure) throw failure;
      observe(
        t,
        t.ruleId,
        'time to a final state',
        `${poll.final?.status ?? '?'} after about ${poll.elapsedMs} ms, ${poll.observations.length} polls (poll timeout ${Math.round(poll.timeoutMs / 1000)} s)`,
      );
    },
  );

  ruleIt('status-valid-file-not-failed', 'a small well-formed file does not end FAILED', async (t) => {
    const { final } = await lifecyclePolled(t.run);
    if (final?.status === 'TIMED_OUT') return skipWith(t, 'the task ended TIMED_OUT (allowed by the SLA)');
    const failure = statusValidFileNotFailed(final);
    if (failure) throw failure;
  });

  // The file limits are not shown (Limits): the embedded mock's own, a URL target's configured.
  ruleIt(
    'status-file-over-limit-failed',
    'a file of exactly the record limit does not end FAILED; one record more is accepted and ends FAILED',
    async (t) => {
      const { maxRecords, maxFileBytes, base } = limitFileInputs(t);
      if (bytesOfRecords(base, maxRecords + 1) > maxFileBytes)
        return skipWith(t, `${maxRecords + 1} records exceed the size limit of ${maxFileBytes} bytes too`);
      await judgeLimitFile(
        t,
        recordsOf(base, maxRecords),
        `exactly the record limit of ${maxRecords}`,
        false,
      );
      await judgeLimitFile(
        t,
        recordsOf(base, maxRecords + 1),
        `one over the record limit of ${maxRecords}`,
        true,
      );
    },
  );

  ruleIt(
    'status-file-over-limit-failed',
    'a file of exactly the size limit does not end FAILED; one byte more is accepted and ends FAILED',
    async (t) => {
      const { maxRecords, maxFileBytes, base } = limitFileInputs(t);
      const at = recordsOfBytes(base, maxFileBytes, maxRecords);
      const over = recordsOfBytes(base, maxFileBytes + 1, maxRecords);
      if (!at || !over)
        return skipWith(
          t,
          `${maxFileBytes} bytes cannot be reached in at most ${maxRecords} records of A2's largest legal shape`,
        );
      await judgeLimitFile(t, at, `exactly the size limit of ${maxFileBytes} bytes`, false);
      await judgeLimitFile(t, over, `one byte over the size limit of ${maxFileBytes} bytes`, true);
    },
  );

  for (const [state, ruleId] of [
    ['FAILED', 'status-detail-when-failed'],
    ['TIMED_OUT', 'status-detail-when-timed-out'],
  ] as const) {
    ruleIt(ruleId, `a ${state} status carries a non-empty detail`, async (t) => {
      const { observed } = await taskNow(t, state, [state]);
      // The one judge of the rule: the check response_schema, run on every status read.
      expectExchangeRule(t, t.ruleId, observed.exchange);
    });
  }

  ruleIt(
    'results-only-when-processed',
    'a task not PROCESSED (not yet, FAILED, TIMED_OUT) yields no result file',
    async (t) => {
      // Rule 1 covers FAILED and TIMED_OUT tasks too (rule 2: their file has to be resent).
      for (const state of finalStatesAtHand(t.run)) {
        const exchange = await fetchResults(t.run, await providerStateTask(t.run, state));
        expectNoResultFile(exchange, `a ${state} task`);
      }
      const { taskId } = await taskNow(t, 'IN_PROGRESS', NOT_YET_PROCESSED);
      expectNoResultFile(await fetchResults(t.run, taskId), 'a task not yet PROCESSED');
    },
  );

  ruleIt(
    'results-before-processed-4xx',
    'results fetched before PROCESSED get a 4xx other than 404 (A3)',
    async (t) => {
      const { taskId } = await taskNow(t, 'IN_PROGRESS', NOT_YET_PROCESSED);
      const exchange = await fetchResults(t.run, taskId);
      observe(t, t.ruleId, 'results of a task not yet PROCESSED (status not shown)', exchange);
      // A result file (200) breaks results-only-when-processed first: this rule is then not judged.
      expectNoResultFile(exchange, 'a task not yet PROCESSED');
      expectVerdict(t, resultsBeforeProcessed4xx(exchange), exchange);
    },
  );

  ruleIt(
    'results-failed-task-4xx',
    'results of FAILED and TIMED_OUT tasks get a 4xx other than 404 (A3)',
    async (t) => {
      const states = finalStatesAtHand(t.run);
      if (states.length === 0)
        skipWith(t, 'needs a FAILED or TIMED_OUT task: set VOP_TASK_ID_FAILED or VOP_TASK_ID_TIMED_OUT (A9)');
      for (const state of states) {
        const taskId = await providerStateTask(t.run, state);
        const exchange = await fetchResults(t.run, taskId);
        observe(t, t.ruleId, `results of a ${state} task (status not shown)`, exchange);
        expectNoResultFile(exchange, `a ${state} task`);
        expectVerdict(t, resultsFailedTask4xx(exchange, state), exchange);
      }
    },
  );

  // A9: the embedded mock's slow time is its own; a URL target's is configured (VOP_SCENARIO_SLOW_MS).
  ruleIt(
    'scenario-slow-in-progress',
    'a task made with the slow scenario name is not final at any read within its configured time (A9)',
    async (t) => {
      const name = t.run.scenarioNames.slow;
      const slowMs = t.run.scenarioSlowMs;
      if (name === undefined) return skipWith(t, 'needs the slow scenario name: set VOP_SCENARIO_SLOW (A9)');
      if (slowMs === undefined)
        return skipWith(
          t,
          'needs the slow scenario time: set VOP_SCENARIO_SLOW_MS (A9: "a configurable time")',
        );
      const watched = await watchSlowTask(t.run, name, slowMs);
      observe(
        t,
        t.ruleId,
        'states of a task made with the slow scenario name while watched',
        `${watched.seen.join(' → ')} (${watched.judgedReads} reads within its ${slowMs} ms)`,
      );
    },
  );
});
