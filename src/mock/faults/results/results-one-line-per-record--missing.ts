import { fault } from '../fault.ts';

/** The first record gets no result line. */
export const resultsOneLinePerRecordMissing = fault({
  id: 'results-one-line-per-record/missing',
  rule: 'results-one-line-per-record',
  summary: 'The first record gets no result line.',
});
