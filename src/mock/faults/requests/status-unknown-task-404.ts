import { fault } from '../fault.ts';

/** A UUID that names no task gets 400 instead of 404. */
export const statusUnknownTask404 = fault({
  id: 'status-unknown-task-404',
  rule: 'status-unknown-task-404',
  summary: 'A UUID that names no task gets 400 instead of 404.',
});
