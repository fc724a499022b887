import { fault } from '../fault.ts';

/** An organisation check without Authorization is served (200) instead of 401. */
export const orgCheckAuthMissing401 = fault({
  id: 'org-check-auth-missing-401',
  rule: 'org-check-auth-missing-401',
  summary: 'An organisation check without Authorization is served (200) instead of 401.',
});
