import { fault } from '../fault.ts';

/** A results request without Authorization is served. */
export const resultsAuthMissing401 = fault({
  id: 'results-auth-missing-401',
  rule: 'results-auth-missing-401',
  summary: 'A results request without Authorization is served.',
});
