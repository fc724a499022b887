import { fault } from '../fault.ts';

/** Results of a FAILED or TIMED_OUT task get 404. */
export const resultsFailedTask4xx = fault({
  id: 'results-failed-task-4xx',
  rule: 'results-failed-task-4xx',
  summary: 'Results of a FAILED or TIMED_OUT task get 404.',
});
