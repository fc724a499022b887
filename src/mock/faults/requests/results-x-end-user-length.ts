import { fault } from '../fault.ts';

/** A results request whose X-End-User is shorter than 3 or longer than 50 characters is served. */
export const resultsXEndUserLength = fault({
  id: 'results-x-end-user-length',
  rule: 'results-x-end-user-length',
  summary: 'A results request whose X-End-User is shorter than 3 or longer than 50 characters is served.',
});
