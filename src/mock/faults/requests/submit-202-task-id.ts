import { fault } from '../fault.ts';

/** A valid submission gets 200 instead of 202. */
export const submit202TaskId = fault({
  id: 'submit-202-task-id',
  rule: 'submit-202-task-id',
  summary: 'A valid submission gets 200 instead of 202.',
});
