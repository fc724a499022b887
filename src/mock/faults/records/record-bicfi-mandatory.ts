import { fault } from '../fault.ts';

/** An agent without bicfi gets a result record. */
export const recordBicfiMandatory = fault({
  id: 'record-bicfi-mandatory',
  rule: 'record-bicfi-mandatory',
  summary: 'An agent without bicfi gets a result record.',
});
