import { fault } from '../fault.ts';

/** The first result record and the first error line swap their uetrs. */
export const resultsRecordUetrOtherRecord = fault({
  id: 'results-record-uetr/other-record',
  rule: 'results-record-uetr',
  summary: 'The first result record and the first error line swap their uetrs.',
});
