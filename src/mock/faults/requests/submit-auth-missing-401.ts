import { fault } from '../fault.ts';

/** A submission without Authorization is accepted (202) instead of 401. */
export const submitAuthMissing401 = fault({
  id: 'submit-auth-missing-401',
  rule: 'submit-auth-missing-401',
  summary: 'A submission without Authorization is accepted (202) instead of 401.',
});
