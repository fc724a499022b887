import { fault } from '../fault.ts';

/** A party with neither name nor id gets a result record. */
export const recordNameOrIdMandatory = fault({
  id: 'record-name-or-id-mandatory',
  rule: 'record-name-or-id-mandatory',
  summary: 'A party with neither name nor id gets a result record.',
});
