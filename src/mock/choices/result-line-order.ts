import { defineChoice } from './choice.ts';

/**
 * Order of the lines of the result file: `submission-order` or `reversed` (records are found by uetr).
 */
export const resultLineOrder = defineChoice({
  id: 'result-line-order',
  alternatives: ['submission-order', 'reversed'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/5. Bulk Plus results',
    quote: 'Success response: HTTP 200 with an NDJSON body, one result record per line (see Resources).',
  },
  summary: 'result lines in submission order, or reversed',
});
