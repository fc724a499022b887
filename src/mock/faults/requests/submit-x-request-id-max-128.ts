import { fault } from '../fault.ts';

/** A submission whose X-Request-Id is over 128 characters is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXRequestIdMax128 = fault({
  id: 'submit-x-request-id-max-128',
  rule: 'submit-x-request-id-max-128',
  summary:
    'A submission whose X-Request-Id is over 128 characters is accepted (202) instead of 400 INVALID_HEADER.',
});
