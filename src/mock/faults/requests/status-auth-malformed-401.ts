import { fault } from '../fault.ts';

/** A status request whose Authorization is not `Bearer <token>` is served. */
export const statusAuthMalformed401 = fault({
  id: 'status-auth-malformed-401',
  rule: 'status-auth-malformed-401',
  summary: 'A status request whose Authorization is not `Bearer <token>` is served.',
});
