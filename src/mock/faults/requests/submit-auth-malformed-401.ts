import { fault } from '../fault.ts';

/** A submission with an empty Authorization, or one that is not Bearer <token>, is accepted (202) instead of 401. */
export const submitAuthMalformed401 = fault({
  id: 'submit-auth-malformed-401',
  rule: 'submit-auth-malformed-401',
  summary:
    'A submission with an empty Authorization, or one that is not Bearer <token>, is accepted (202) instead of 401.',
});
