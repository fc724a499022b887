import { fault } from '../fault.ts';

/** A submission with a token without the bulk scope gets 401 instead of 403. */
export const submitScope403401 = fault({
  id: 'submit-scope-403/401',
  rule: 'submit-scope-403',
  summary: 'A submission with a token without the bulk scope gets 401 instead of 403.',
});
