import { defineChoice } from './choice.ts';

/**
 * The IBAN mod-97 checksum (ISO 13616) of a record: `not-enforced`, or `enforced` (a checksum-invalid
 * IBAN gets an INVALID_FIELD error line at /partyAccount/iban) (A2).
 */
export const ibanChecksum = defineChoice({
  id: 'iban-checksum',
  alternatives: ['not-enforced', 'enforced'],
  source: {
    doc: 'assumptions.md',
    section: 'A2. Bulk submission',
    quote: 'the mod-97 checksum is not asserted: sandboxes use test IBANs',
  },
  summary: 'IBAN mod-97 checksum ignored, or a checksum-invalid IBAN gets INVALID_FIELD',
});
