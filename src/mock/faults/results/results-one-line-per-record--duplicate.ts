import { fault } from '../fault.ts';

/** The first record gets its result line twice. */
export const resultsOneLinePerRecordDuplicate = fault({
  id: 'results-one-line-per-record/duplicate',
  rule: 'results-one-line-per-record',
  summary: 'The first record gets its result line twice.',
});
