import { fault } from '../fault.ts';

/** A confirmation of payee without Authorization is served (200) instead of 401. */
export const copCheckAuthMissing401 = fault({
  id: 'cop-check-auth-missing-401',
  rule: 'cop-check-auth-missing-401',
  summary: 'A confirmation of payee without Authorization is served (200) instead of 401.',
});
