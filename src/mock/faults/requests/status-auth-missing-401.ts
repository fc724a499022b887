import { fault } from '../fault.ts';

/** A status request without Authorization is served. */
export const statusAuthMissing401 = fault({
  id: 'status-auth-missing-401',
  rule: 'status-auth-missing-401',
  summary: 'A status request without Authorization is served.',
});
