import { fault } from '../fault.ts';

/** The 200 of the results endpoint carries no X-Request-Id. */
export const resultsXRequestIdEcho = fault({
  id: 'results-x-request-id-echo',
  rule: 'results-x-request-id-echo',
  summary: 'The 200 of the results endpoint carries no X-Request-Id.',
});
