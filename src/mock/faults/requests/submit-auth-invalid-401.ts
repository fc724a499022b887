import { fault } from '../fault.ts';

/** A submission with an unknown bearer token is accepted (202) instead of 401. */
export const submitAuthInvalid401 = fault({
  id: 'submit-auth-invalid-401',
  rule: 'submit-auth-invalid-401',
  summary: 'A submission with an unknown bearer token is accepted (202) instead of 401.',
});
