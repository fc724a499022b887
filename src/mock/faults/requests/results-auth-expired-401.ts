import { fault } from '../fault.ts';

/** A results request with a bearer token past its expires_in is served (200) instead of 401. */
export const resultsAuthExpired401 = fault({
  id: 'results-auth-expired-401',
  rule: 'results-auth-expired-401',
  summary: 'A results request with a bearer token past its expires_in is served (200) instead of 401.',
});
