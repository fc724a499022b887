import { fault } from '../fault.ts';

/** Content-Disposition names results.ndjson, not <taskId>.ndjson. */
export const resultsContentDispositionOtherFile = fault({
  id: 'results-content-disposition/other-file',
  rule: 'results-content-disposition',
  summary: 'Content-Disposition names results.ndjson, not <taskId>.ndjson.',
});
