import { fault } from '../fault.ts';

/** A submission with a bearer token past its expires_in is accepted (202) instead of 401. */
export const submitAuthExpired401 = fault({
  id: 'submit-auth-expired-401',
  rule: 'submit-auth-expired-401',
  summary: 'A submission with a bearer token past its expires_in is accepted (202) instead of 401.',
});
