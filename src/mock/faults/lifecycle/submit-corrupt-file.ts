import { fault } from '../fault.ts';

/** A line that is not a JSON object is skipped: the task ends PROCESSED. */
export const submitCorruptFile = fault({
  id: 'submit-corrupt-file',
  rule: 'submit-corrupt-file',
  summary: 'A line that is not a JSON object is skipped: the task ends PROCESSED.',
});
