import { fault } from '../fault.ts';

/** The result file is served as application/json instead of application/x-ndjson. */
export const resultsContentTypeNdjson = fault({
  id: 'results-content-type-ndjson',
  rule: 'results-content-type-ndjson',
  summary: 'The result file is served as application/json instead of application/x-ndjson.',
});
