import { fault } from '../fault.ts';

/** A submission whose X-Request-Id is not a UUID is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXRequestIdUuid = fault({
  id: 'submit-x-request-id-uuid',
  rule: 'submit-x-request-id-uuid',
  summary: 'A submission whose X-Request-Id is not a UUID is accepted (202) instead of 400 INVALID_HEADER.',
});
