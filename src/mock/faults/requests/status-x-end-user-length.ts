import { fault } from '../fault.ts';

/** A status request whose X-End-User is shorter than 3 or longer than 50 characters gets 200. */
export const statusXEndUserLength = fault({
  id: 'status-x-end-user-length',
  rule: 'status-x-end-user-length',
  summary: 'A status request whose X-End-User is shorter than 3 or longer than 50 characters gets 200.',
});
