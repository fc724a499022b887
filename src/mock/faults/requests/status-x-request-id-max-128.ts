import { fault } from '../fault.ts';

/** A status request with an X-Request-Id of 129+ characters passes the length check. */
export const statusXRequestIdMax128 = fault({
  id: 'status-x-request-id-max-128',
  rule: 'status-x-request-id-max-128',
  summary: 'A status request with an X-Request-Id of 129+ characters passes the length check.',
});
