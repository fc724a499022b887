import { fault } from '../fault.ts';

/** The 202 of a submission carries no X-Request-Id. */
export const submitXRequestIdEcho = fault({
  id: 'submit-x-request-id-echo',
  rule: 'submit-x-request-id-echo',
  summary: 'The 202 of a submission carries no X-Request-Id.',
});
