import { fault } from '../fault.ts';

/** A file with a record that breaks a field rule gets 400 FORMAT_ERROR at submission. */
export const recordErrorKeepsTaskHttp400 = fault({
  id: 'record-error-keeps-task/http-400',
  rule: 'record-error-keeps-task',
  summary: 'A file with a record that breaks a field rule gets 400 FORMAT_ERROR at submission.',
});
