import { fault } from '../fault.ts';

/** Error responses carry a fresh X-Request-Id instead of the one sent (successful ones still echo it). */
export const errorXRequestIdEchoOtherValue = fault({
  id: 'error-x-request-id-echo/other-value',
  rule: 'error-x-request-id-echo',
  summary:
    'Error responses carry a fresh X-Request-Id instead of the one sent (successful ones still echo it).',
});
