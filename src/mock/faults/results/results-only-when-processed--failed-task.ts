import { fault } from '../fault.ts';

/** A FAILED or TIMED_OUT task gets 200 and a result file. */
export const resultsOnlyWhenProcessedFailedTask = fault({
  id: 'results-only-when-processed/failed-task',
  rule: 'results-only-when-processed',
  summary: 'A FAILED or TIMED_OUT task gets 200 and a result file.',
});
