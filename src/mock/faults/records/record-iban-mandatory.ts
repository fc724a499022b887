import { fault } from '../fault.ts';

/** A record without partyAccount.iban gets a result record. */
export const recordIbanMandatory = fault({
  id: 'record-iban-mandatory',
  rule: 'record-iban-mandatory',
  summary: 'A record without partyAccount.iban gets a result record.',
});
