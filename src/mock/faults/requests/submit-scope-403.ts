import { fault } from '../fault.ts';

/** A submission with a token without the bulk scope is accepted (202) instead of 403. */
export const submitScope403 = fault({
  id: 'submit-scope-403',
  rule: 'submit-scope-403',
  summary: 'A submission with a token without the bulk scope is accepted (202) instead of 403.',
});
