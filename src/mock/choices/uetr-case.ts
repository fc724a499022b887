import { defineChoice } from './choice.ts';

/**
 * The `uetr` of each result line: `as-sent` or `lower-case` (the same UUID; A11 compares case-insensitively).
 */
export const uetrCase = defineChoice({
  id: 'uetr-case',
  alternatives: ['as-sent', 'lower-case'],
  source: {
    doc: 'interface.md',
    section: 'Resources and their fields/Result record',
    quote: 'uetr | string | mandatory | Identifier of the checked record.',
  },
  summary: 'the uetr of each result line as sent, or lower-cased',
});
