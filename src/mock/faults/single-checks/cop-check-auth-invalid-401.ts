import { fault } from '../fault.ts';

/** A confirmation of payee with an unknown or expired bearer token is served (200) instead of 401. */
export const copCheckAuthInvalid401 = fault({
  id: 'cop-check-auth-invalid-401',
  rule: 'cop-check-auth-invalid-401',
  summary: 'A confirmation of payee with an unknown or expired bearer token is served (200) instead of 401.',
});
