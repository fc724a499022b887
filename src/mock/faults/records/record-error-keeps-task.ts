import { fault } from '../fault.ts';

/** A file with a record that breaks a field rule ends FAILED. */
export const recordErrorKeepsTask = fault({
  id: 'record-error-keeps-task',
  rule: 'record-error-keeps-task',
  summary: 'A file with a record that breaks a field rule ends FAILED.',
});
