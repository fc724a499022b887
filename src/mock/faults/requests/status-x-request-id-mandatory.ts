import { fault } from '../fault.ts';

/** A status request without X-Request-Id gets 200 instead of 400. */
export const statusXRequestIdMandatory = fault({
  id: 'status-x-request-id-mandatory',
  rule: 'status-x-request-id-mandatory',
  summary: 'A status request without X-Request-Id gets 200 instead of 400.',
});
