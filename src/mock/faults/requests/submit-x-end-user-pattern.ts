import { fault } from '../fault.ts';

/** A submission whose X-End-User has a character other than a letter, digit or hyphen is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXEndUserPattern = fault({
  id: 'submit-x-end-user-pattern',
  rule: 'submit-x-end-user-pattern',
  summary:
    'A submission whose X-End-User has a character other than a letter, digit or hyphen is accepted (202) instead of 400 INVALID_HEADER.',
});
