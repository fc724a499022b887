import { defineChoice } from './choice.ts';

/**
 * The match outcomes of valid records: `by-name` (partyNameMatch MTCH, NMTC for a name containing
 * NOMATCH, CMTC for CLOSE; partyIdMatch MTCH) or `epc-mix` (partyNameMatch MTCH, CMTC, NMTC, NOAP and
 * partyIdMatch MTCH, NMTC, NOAP in turn by record position; CMTC carries matchedName).
 */
export const matchValues = defineChoice({
  id: 'match-values',
  alternatives: ['by-name', 'epc-mix'],
  source: {
    doc: 'interface.md',
    section: 'Resources and their fields/Result record',
    quote: 'Enumerated values of partyNameMatch (beyond MTCH) and of partyIdMatch: not shown.',
  },
  summary: 'match outcomes: MTCH unless the name says otherwise, or the EPC values in turn',
});
