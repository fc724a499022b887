import { fault } from '../fault.ts';

/** An others entry with both schemeNameCode and schemeNameProprietary gets a result record. */
export const recordSchemeNameExclusive = fault({
  id: 'record-scheme-name-exclusive',
  rule: 'record-scheme-name-exclusive',
  summary: 'An others entry with both schemeNameCode and schemeNameProprietary gets a result record.',
});
