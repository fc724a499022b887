import { fault } from '../fault.ts';

/** A status request whose X-End-User has characters outside letters, digits and hyphen gets 200. */
export const statusXEndUserPattern = fault({
  id: 'status-x-end-user-pattern',
  rule: 'status-x-end-user-pattern',
  summary: 'A status request whose X-End-User has characters outside letters, digits and hyphen gets 200.',
});
