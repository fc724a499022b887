import { fault } from '../fault.ts';

/** A task never leaves NOT_STARTED. */
export const statusFinalStateReached = fault({
  id: 'status-final-state-reached',
  rule: 'status-final-state-reached',
  summary: 'A task never leaves NOT_STARTED.',
});
