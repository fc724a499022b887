import { fault } from '../fault.ts';

/** A status request with an unknown bearer token is served. */
export const statusAuthInvalid401 = fault({
  id: 'status-auth-invalid-401',
  rule: 'status-auth-invalid-401',
  summary: 'A status request with an unknown bearer token is served.',
});
