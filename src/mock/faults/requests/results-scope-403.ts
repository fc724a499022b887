import { fault } from '../fault.ts';

/** A results request with a token without the bulk scope is served instead of 403. */
export const resultsScope403 = fault({
  id: 'results-scope-403',
  rule: 'results-scope-403',
  summary: 'A results request with a token without the bulk scope is served instead of 403.',
});
