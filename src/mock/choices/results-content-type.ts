import { defineChoice } from './choice.ts';

/**
 * The Content-Type of the result file: `application/x-ndjson`, with `; charset=utf-8`, or as
 * many frameworks write it, `;charset=UTF-8` (the suite, the pact and the calibration read all
 * three with the pattern of schemas/responses/results-headers.schema.json).
 */
export const resultsContentType = defineChoice({
  id: 'results-content-type',
  alternatives: [
    'application/x-ndjson',
    'application/x-ndjson; charset=utf-8',
    'application/x-ndjson;charset=UTF-8',
  ],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/5. Bulk Plus results',
    quote: 'Accept (optional; NDJSON media type application/x-ndjson is used in the usage)',
  },
  summary: 'Content-Type of the result file, with or without charset=utf-8 (or ;charset=UTF-8)',
});
