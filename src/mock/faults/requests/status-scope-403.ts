import { fault } from '../fault.ts';

/** A status request with a token without the bulk scope is served instead of 403. */
export const statusScope403 = fault({
  id: 'status-scope-403',
  rule: 'status-scope-403',
  summary: 'A status request with a token without the bulk scope is served instead of 403.',
});
