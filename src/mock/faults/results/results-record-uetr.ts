import { fault } from '../fault.ts';

/** Result records (not record-level error lines) come without uetr. */
export const resultsRecordUetr = fault({
  id: 'results-record-uetr',
  rule: 'results-record-uetr',
  summary: 'Result records (not record-level error lines) come without uetr.',
});
