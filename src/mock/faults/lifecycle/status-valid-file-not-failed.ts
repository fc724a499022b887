import { fault } from '../fault.ts';

/** A file whose records are all valid ends FAILED. */
export const statusValidFileNotFailed = fault({
  id: 'status-valid-file-not-failed',
  rule: 'status-valid-file-not-failed',
  summary: 'A file whose records are all valid ends FAILED.',
});
