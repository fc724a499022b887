import { fault } from '../fault.ts';

/** A status request with a token without the bulk scope gets 401 instead of 403. */
export const statusScope403401 = fault({
  id: 'status-scope-403/401',
  rule: 'status-scope-403',
  summary: 'A status request with a token without the bulk scope gets 401 instead of 403.',
});
