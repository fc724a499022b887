import { fault } from '../fault.ts';

/** The result file is one JSON array of the records, not NDJSON lines. */
export const results200NdjsonJsonArray = fault({
  id: 'results-200-ndjson/json-array',
  rule: 'results-200-ndjson',
  summary: 'The result file is one JSON array of the records, not NDJSON lines.',
});
