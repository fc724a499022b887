import { fault } from '../fault.ts';

/** A submission without X-Request-Id is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED. */
export const submitXRequestIdMandatory = fault({
  id: 'submit-x-request-id-mandatory',
  rule: 'submit-x-request-id-mandatory',
  summary:
    'A submission without X-Request-Id is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED.',
});
