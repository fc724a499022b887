import { fault } from '../fault.ts';

/** The result file ends with a summary line that is not JSON (# N records). */
export const results200Ndjson = fault({
  id: 'results-200-ndjson',
  rule: 'results-200-ndjson',
  summary: 'The result file ends with a summary line that is not JSON (# N records).',
});
