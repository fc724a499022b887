import { fault } from '../fault.ts';

/** A results request with an unknown bearer token is served. */
export const resultsAuthInvalid401 = fault({
  id: 'results-auth-invalid-401',
  rule: 'results-auth-invalid-401',
  summary: 'A results request with an unknown bearer token is served.',
});
