import { fault } from '../fault.ts';

/** A submission whose X-End-User is shorter than 3 or longer than 50 characters is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXEndUserLength = fault({
  id: 'submit-x-end-user-length',
  rule: 'submit-x-end-user-length',
  summary:
    'A submission whose X-End-User is shorter than 3 or longer than 50 characters is accepted (202) instead of 400 INVALID_HEADER.',
});
