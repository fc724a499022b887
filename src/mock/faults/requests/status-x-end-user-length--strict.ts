import { fault } from '../fault.ts';

/** A status request with an X-End-User of 50 characters gets 400 INVALID_HEADER instead of 200. */
export const statusXEndUserLengthStrict = fault({
  id: 'status-x-end-user-length/strict',
  rule: 'status-x-end-user-length',
  summary: 'A status request with an X-End-User of 50 characters gets 400 INVALID_HEADER instead of 200.',
});
