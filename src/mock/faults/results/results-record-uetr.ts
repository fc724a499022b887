import { fault } from '../fault.ts';

/** Result lines come without uetr. */
export const resultsRecordUetr = fault({
  id: 'results-record-uetr',
  rule: 'results-record-uetr',
  summary: 'Result lines come without uetr.',
});
