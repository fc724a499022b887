import { fault } from '../fault.ts';

/** An anyBIC or bicfi that breaks the BIC pattern gets a result record. */
export const recordBicInvalid = fault({
  id: 'record-bic-invalid',
  rule: 'record-bic-invalid',
  summary: 'An anyBIC or bicfi that breaks the BIC pattern gets a result record.',
});
