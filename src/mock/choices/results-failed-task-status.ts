import { defineChoice } from './choice.ts';

/**
 * Status of the results of a FAILED or TIMED_OUT task: `409`, `410`, `400` (code TASK_NOT_PROCESSED,
 * not FORMAT_ERROR) or `422`, always with an error body (A3).
 */
export const resultsFailedTaskStatus = defineChoice({
  id: 'results-failed-task-status',
  alternatives: ['409', '410', '400', '422'],
  source: {
    doc: 'assumptions.md',
    section: 'A3. Results before PROCESSED',
    quote:
      'For FAILED or TIMED_OUT tasks it also returns a 4xx and no result file (rule 2: the request has to be resent).',
  },
  summary: 'status of results of a FAILED or TIMED_OUT task: 409, 410, 400 or 422',
});
