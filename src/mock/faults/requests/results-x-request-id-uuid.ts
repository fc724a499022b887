import { fault } from '../fault.ts';

/** A results request whose X-Request-Id is not a UUID is served. */
export const resultsXRequestIdUuid = fault({
  id: 'results-x-request-id-uuid',
  rule: 'results-x-request-id-uuid',
  summary: 'A results request whose X-Request-Id is not a UUID is served.',
});
