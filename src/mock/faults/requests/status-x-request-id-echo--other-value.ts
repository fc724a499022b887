import { fault } from '../fault.ts';

/** The 200 of the status endpoint carries an X-Request-Id other than the request's. */
export const statusXRequestIdEchoOtherValue = fault({
  id: 'status-x-request-id-echo/other-value',
  rule: 'status-x-request-id-echo',
  summary: "The 200 of the status endpoint carries an X-Request-Id other than the request's.",
});
