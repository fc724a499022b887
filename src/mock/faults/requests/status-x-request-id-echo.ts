import { fault } from '../fault.ts';

/** The 200 of the status endpoint carries no X-Request-Id. */
export const statusXRequestIdEcho = fault({
  id: 'status-x-request-id-echo',
  rule: 'status-x-request-id-echo',
  summary: 'The 200 of the status endpoint carries no X-Request-Id.',
});
