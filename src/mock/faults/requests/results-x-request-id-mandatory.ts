import { fault } from '../fault.ts';

/** A results request without X-Request-Id is served. */
export const resultsXRequestIdMandatory = fault({
  id: 'results-x-request-id-mandatory',
  rule: 'results-x-request-id-mandatory',
  summary: 'A results request without X-Request-Id is served.',
});
