import { fault } from '../fault.ts';

/** A results request with a token without the bulk scope gets 401 instead of 403. */
export const resultsScope403401 = fault({
  id: 'results-scope-403/401',
  rule: 'results-scope-403',
  summary: 'A results request with a token without the bulk scope gets 401 instead of 403.',
});
