import { fault } from '../fault.ts';

/** Results fetched before PROCESSED get 404. */
export const resultsBeforeProcessed4xx = fault({
  id: 'results-before-processed-4xx',
  rule: 'results-before-processed-4xx',
  summary: 'Results fetched before PROCESSED get 404.',
});
