import { fault } from '../fault.ts';

/** An organisation check whose body is not JSON gets 200 instead of 400. */
export const orgCheckInvalidRequest400 = fault({
  id: 'org-check-invalid-request-400',
  rule: 'org-check-invalid-request-400',
  summary: 'An organisation check whose body is not JSON gets 200 instead of 400.',
});
