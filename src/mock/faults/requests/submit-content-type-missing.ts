import { fault } from '../fault.ts';

/** A submission without Content-Type is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED or 415. */
export const submitContentTypeMissing = fault({
  id: 'submit-content-type-missing',
  rule: 'submit-content-type-missing',
  summary:
    'A submission without Content-Type is accepted (202) instead of 400 MANDATORY_HEADER_NOT_PROVIDED or 415.',
});
