import { fault } from '../fault.ts';

/** A UUID that names no task gets 400 instead of 404. */
export const resultsUnknownTask404 = fault({
  id: 'results-unknown-task-404',
  rule: 'results-unknown-task-404',
  summary: 'A UUID that names no task gets 400 instead of 404.',
});
