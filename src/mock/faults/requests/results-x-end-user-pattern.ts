import { fault } from '../fault.ts';

/** A results request whose X-End-User has characters outside letters, digits and hyphen is served. */
export const resultsXEndUserPattern = fault({
  id: 'results-x-end-user-pattern',
  rule: 'results-x-end-user-pattern',
  summary: 'A results request whose X-End-User has characters outside letters, digits and hyphen is served.',
});
