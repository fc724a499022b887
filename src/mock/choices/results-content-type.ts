import { defineChoice } from './choice.ts';

/**
 * The Content-Type of the result file: `application/x-ndjson`, or with `; charset=utf-8`.
 */
export const resultsContentType = defineChoice({
  id: 'results-content-type',
  alternatives: ['application/x-ndjson', 'application/x-ndjson; charset=utf-8'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/5. Bulk Plus results',
    quote: 'Accept (optional; NDJSON media type application/x-ndjson is used in the usage)',
  },
  summary: 'Content-Type of the result file, with or without charset=utf-8',
});
