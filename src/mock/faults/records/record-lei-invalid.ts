import { fault } from '../fault.ts';

/** A lei that breaks the LEI pattern gets a result record. */
export const recordLeiInvalid = fault({
  id: 'record-lei-invalid',
  rule: 'record-lei-invalid',
  summary: 'A lei that breaks the LEI pattern gets a result record.',
});
