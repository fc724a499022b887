import { resultsPath } from '../../api/paths.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import { resultsBeforeProcessed4xx } from '../../checks/results-before-processed-4xx.ts';
import { resultsFailedTask4xx } from '../../checks/results-failed-task-4xx.ts';
import { resultFileBeforeProcessed } from '../../checks/results-only-when-processed.ts';
import { verdictFailure } from '../../checks/verdict-failure.ts';
import type { ResultFileRead } from '../lifecycle-steps.ts';
import { sendResults } from '../read-result-file.ts';
import { submittedUetrs } from '../submitted-uetrs.ts';
import type { ExploreModel, ModelTask } from './explore-model.ts';
import type { ResultsStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { judgeResultFile } from './result-file-judges.ts';
import { readStatus } from './status-step.ts';
import { stepHeaders } from './request-headers.ts';
import { expectTokenTaken, judgedUnderMode, throwCounted } from './step-judges.ts';
import { missRule } from './subject-rules.ts';

/**
 * The answer for the results of `task` while its state is not known to be PROCESSED, judged by
 * the state a status read right after shows (States and transitions, rule 1; A3): a 200 only for
 * a PROCESSED task (then its file is judged), a 4xx other than 404 while NOT_STARTED or
 * IN_PROGRESS, or for a FAILED or TIMED_OUT task. A task that became PROCESSED in between is not
 * judged on a non-200.
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
async function judgeBeforeKnown(target: ExploreTarget, task: ModelTask, read: ResultFileRead): Promise<void> {
  const { run } = target;
  const { exchange } = read;
  const before = task.state;
  await readStatus(target, task);
  const after = task.state;
  if (after === 'PROCESSED') {
    if (exchange.response.status === 200) judgeResultFile(run, task, read);
    return;
  }
  throwCounted(
    run,
    resultFileBeforeProcessed(exchange, `a task ${after === 'waiting' ? 'not yet PROCESSED' : after}`),
  );
  if (after === 'waiting' && before !== 'PROCESSED')
    throwCounted(run, verdictFailure(resultsBeforeProcessed4xx(exchange), exchange));
  if (after === 'FAILED' || after === 'TIMED_OUT')
    throwCounted(run, verdictFailure(resultsFailedTask4xx(exchange, after), exchange));
}

/**
 * One read of a task's result file as the step says (interface.md Endpoints/5). The limited client
 * gets 403 (A5). On a task seen PROCESSED, a header at its nearest miss gets 400 INVALID_HEADER
 * under its rule and an Accept the endpoint does not serve 406; a valid read gets 200 and the file
 * the model expects (`judgeResultFile`), the upper-case taskId naming the same task (A11), every
 * read of it, the first or a later one (PROCESSED: "the result file can be fetched"). On a task
 * not seen PROCESSED the step sends no miss (the order of checks is not shown, A16) and is judged
 * by the state read right after (`judgeBeforeKnown`).
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
export async function resultsStep(
  target: ExploreTarget,
  model: ExploreModel,
  step: ResultsStep,
): Promise<void> {
  const task = model.taskAt(step.task);
  if (!task) return;
  target.reserve(3);
  const { run } = target;
  const processed = task.state === 'PROCESSED';
  const negatives = processed && step.client === 'full';
  const spec = {
    operation: 'bulk-results' as const,
    method: 'GET',
    path: resultsPath(step.upperCase ? task.taskId.toUpperCase() : task.taskId),
    headers: {
      ...stepHeaders(step.headers, step.accept, negatives),
      ...(step.acceptEncoding === undefined ? {} : { 'Accept-Encoding': step.acceptEncoding }),
    },
  };
  const options = {
    client: target.client(step.client),
    submitted: submittedUetrs(task.records.map((r) => r.record.uetr)),
    keepLines: true,
  };
  const read = await sendResults(run, spec, options);
  const { exchange } = read;
  const { miss } = step.headers;
  if (step.client === 'limited') {
    judgedUnderMode(run, () =>
      expectStatus('results-scope-403', exchange, [403], '403 for a token without the bulk scope (A5)'),
    );
  } else if (negatives && miss) {
    const ruleId = missRule('results', miss.rule);
    judgedUnderMode(run, () => expectFormatError(ruleId, exchange, ['INVALID_HEADER']));
  } else if (negatives && !step.accept.served) {
    judgedUnderMode(run, () =>
      expectStatus('results-accept-406', exchange, [406], `406 for Accept: ${step.accept.value ?? ''}`),
    );
  } else if (processed) {
    expectTokenTaken(run, exchange);
    if (step.upperCase && exchange.response.status === 404) {
      judgedUnderMode(run, () =>
        expectStatus(
          'results-taskid-case-insensitive',
          exchange,
          [200],
          'the result file of the issued taskId',
        ),
      );
    }
    judgedUnderMode(run, () =>
      expectStatus(
        'results-200-ndjson',
        exchange,
        [200],
        '200 with the result file of a PROCESSED task, on every read',
      ),
    );
    judgeResultFile(run, task, read);
  } else {
    expectTokenTaken(run, exchange);
    await judgeBeforeKnown(target, task, read);
  }
}
