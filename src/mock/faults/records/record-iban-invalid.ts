import { fault } from '../fault.ts';

/** An IBAN that breaks the IBAN pattern (or, when enforced, its checksum) gets a result record. */
export const recordIbanInvalid = fault({
  id: 'record-iban-invalid',
  rule: 'record-iban-invalid',
  summary: 'An IBAN that breaks the IBAN pattern (or, when enforced, its checksum) gets a result record.',
});
