import { fault } from '../fault.ts';

/** A results request whose Authorization is not `Bearer <token>` is served. */
export const resultsAuthMalformed401 = fault({
  id: 'results-auth-malformed-401',
  rule: 'results-auth-malformed-401',
  summary: 'A results request whose Authorization is not `Bearer <token>` is served.',
});
