import { fault } from '../fault.ts';

/** A TIMED_OUT status comes without detail. */
export const statusDetailWhenTimedOut = fault({
  id: 'status-detail-when-timed-out',
  rule: 'status-detail-when-timed-out',
  summary: 'A TIMED_OUT status comes without detail.',
});
