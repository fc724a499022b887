import { defineChoice } from './choice.ts';

/**
 * The Plus fields: `shown-values` (accountHolderType NP or ORG, accountStatus ACTIVE) or `more`
 * (accountHolderType also LE, accountStatus also DORMANT and CLOSED in turn, and for NMTC and NOAP an
 * `additionalPartyInformation.nameMatchDetail` `{reasonCode, description}`).
 */
export const plusFields = defineChoice({
  id: 'plus-fields',
  alternatives: ['shown-values', 'more'],
  source: {
    doc: 'interface.md',
    section: 'Resources and their fields/Result record',
    quote:
      'Structure of additionalPartyInformation beyond advancedInfo.accountHolderType and advancedInfo.accountStatus, including the expanded NMTC and NOAP detail: not shown.',
  },
  summary: 'Plus fields: the shown values only, or more holder types, statuses and NMTC/NOAP detail',
});
