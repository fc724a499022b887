import { fault } from '../fault.ts';

/** A status request whose X-Request-Id is not a UUID gets 200 instead of 400. */
export const statusXRequestIdUuid = fault({
  id: 'status-x-request-id-uuid',
  rule: 'status-x-request-id-uuid',
  summary: 'A status request whose X-Request-Id is not a UUID gets 200 instead of 400.',
});
