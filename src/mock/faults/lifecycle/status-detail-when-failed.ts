import { fault } from '../fault.ts';

/** A FAILED status comes without detail. */
export const statusDetailWhenFailed = fault({
  id: 'status-detail-when-failed',
  rule: 'status-detail-when-failed',
  summary: 'A FAILED status comes without detail.',
});
