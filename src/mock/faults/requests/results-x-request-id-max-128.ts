import { fault } from '../fault.ts';

/** A results request with an X-Request-Id of 129+ characters passes the length check. */
export const resultsXRequestIdMax128 = fault({
  id: 'results-x-request-id-max-128',
  rule: 'results-x-request-id-max-128',
  summary: 'A results request with an X-Request-Id of 129+ characters passes the length check.',
});
