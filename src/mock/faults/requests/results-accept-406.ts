import { fault } from '../fault.ts';

/** A results request with an Accept of another media type is served instead of 406. */
export const resultsAccept406 = fault({
  id: 'results-accept-406',
  rule: 'results-accept-406',
  summary: 'A results request with an Accept of another media type is served instead of 406.',
});
