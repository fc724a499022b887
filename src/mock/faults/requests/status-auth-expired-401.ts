import { fault } from '../fault.ts';

/** A status request with a bearer token past its expires_in is served (200) instead of 401. */
export const statusAuthExpired401 = fault({
  id: 'status-auth-expired-401',
  rule: 'status-auth-expired-401',
  summary: 'A status request with a bearer token past its expires_in is served (200) instead of 401.',
});
