import { fault } from '../fault.ts';

/** partyNameMatch and partyIdMatch are numbers (0), not enum strings. */
export const resultsRecordShapeMatchValue = fault({
  id: 'results-record-shape/match-value',
  rule: 'results-record-shape',
  summary: 'partyNameMatch and partyIdMatch are numbers (0), not enum strings.',
});
