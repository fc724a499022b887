import type { ChoiceSet } from '../choices/index.ts';
import type { MockContext } from '../context.ts';
import { resultFaults } from '../faults/results.ts';
import { httpProblem, type Problem } from '../errors/problem.ts';
import type { TaskStatus } from '../../api/task-states.ts';

type Answer = readonly [status: number, code: string];

/** Statuses and codes of `results-before-processed-status` (no 400 is a FORMAT_ERROR: A8). */
const BEFORE_PROCESSED: Readonly<Record<ChoiceSet['results-before-processed-status'], Answer>> = {
  '409': [409, 'RESULTS_NOT_AVAILABLE'],
  '400': [400, 'RESULTS_NOT_READY'],
  '425': [425, 'TOO_EARLY'],
  '423': [423, 'LOCKED'],
};

/** Statuses and codes of `results-failed-task-status`. */
const FAILED_TASK: Readonly<Record<ChoiceSet['results-failed-task-status'], Answer>> = {
  '409': [409, 'RESULTS_NOT_AVAILABLE'],
  '410': [410, 'GONE'],
  '400': [400, 'TASK_NOT_PROCESSED'],
  '422': [422, 'UNPROCESSABLE_ENTITY'],
};

/**
 * The error for the results of a task in `status` other than PROCESSED (interface.md States and
 * transitions rules 1-2; assumptions.md A3: a 4xx other than 404 with an error body, never a
 * result file): NOT_STARTED and IN_PROGRESS as `results-before-processed-status` says, FAILED and
 * TIMED_OUT as `results-failed-task-status` says; as the faults of `resultFaults.unavailable`
 * (src/mock/faults/results.ts) leave it.
 */
export function resultsUnavailable(ctx: MockContext, status: TaskStatus): Problem {
  const final = status === 'FAILED' || status === 'TIMED_OUT';
  const [httpStatus, code] = final
    ? FAILED_TASK[ctx.choice('results-failed-task-status')]
    : BEFORE_PROCESSED[ctx.choice('results-before-processed-status')];
  const detail = final
    ? `The task is ${status}; no result file exists. Submit the file again.`
    : `The task is ${status}; the result file is not ready.`;
  return resultFaults.unavailable(ctx, status, httpProblem(httpStatus, code, detail));
}
