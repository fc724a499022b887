import { fault } from '../fault.ts';

/** A confirmation of payee whose body is not JSON gets 200 instead of 400. */
export const copCheckInvalidRequest400 = fault({
  id: 'cop-check-invalid-request-400',
  rule: 'cop-check-invalid-request-400',
  summary: 'A confirmation of payee whose body is not JSON gets 200 instead of 400.',
});
