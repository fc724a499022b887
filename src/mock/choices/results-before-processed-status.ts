import { defineChoice } from './choice.ts';

/**
 * Status of the results of a task still NOT_STARTED or IN_PROGRESS: `409`, `400` (code RESULTS_NOT_READY,
 * not FORMAT_ERROR), `425` or `423`, always with an error body (A3).
 */
export const resultsBeforeProcessedStatus = defineChoice({
  id: 'results-before-processed-status',
  alternatives: ['409', '400', '425', '423'],
  source: {
    doc: 'assumptions.md',
    section: 'A3. Results before PROCESSED',
    quote:
      'returns a 4xx status (the documentation gives none; the suite accepts any 4xx but not 404) with an error body, and never a result file.',
  },
  summary: 'status of results fetched while NOT_STARTED or IN_PROGRESS: 409, 400, 425 or 423',
});
