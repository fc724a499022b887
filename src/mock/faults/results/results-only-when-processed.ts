import { fault } from '../fault.ts';

/** A task still NOT_STARTED or IN_PROGRESS gets 200 and a result file. */
export const resultsOnlyWhenProcessed = fault({
  id: 'results-only-when-processed',
  rule: 'results-only-when-processed',
  summary: 'A task still NOT_STARTED or IN_PROGRESS gets 200 and a result file.',
});
