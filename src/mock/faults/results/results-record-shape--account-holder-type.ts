import { fault } from '../fault.ts';

/** accountHolderType is a number (1), not a string. */
export const resultsRecordShapeAccountHolderType = fault({
  id: 'results-record-shape/account-holder-type',
  rule: 'results-record-shape',
  summary: 'accountHolderType is a number (1), not a string.',
});
