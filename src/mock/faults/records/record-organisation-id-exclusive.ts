import { fault } from '../fault.ts';

/** An organisation id with more than one of lei, anyBIC and others gets a result record. */
export const recordOrganisationIdExclusive = fault({
  id: 'record-organisation-id-exclusive',
  rule: 'record-organisation-id-exclusive',
  summary: 'An organisation id with more than one of lei, anyBIC and others gets a result record.',
});
