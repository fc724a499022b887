import { fault } from '../fault.ts';

/** Error responses do not echo X-Request-Id (successful ones still do). */
export const errorXRequestIdEcho = fault({
  id: 'error-x-request-id-echo',
  rule: 'error-x-request-id-echo',
  summary: 'Error responses do not echo X-Request-Id (successful ones still do).',
});
