import { fault } from '../fault.ts';

/** An organisation check with an unknown or expired bearer token is served (200) instead of 401. */
export const orgCheckAuthInvalid401 = fault({
  id: 'org-check-auth-invalid-401',
  rule: 'org-check-auth-invalid-401',
  summary: 'An organisation check with an unknown or expired bearer token is served (200) instead of 401.',
});
