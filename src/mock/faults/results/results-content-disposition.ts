import { fault } from '../fault.ts';

/** The result file comes without Content-Disposition. */
export const resultsContentDisposition = fault({
  id: 'results-content-disposition',
  rule: 'results-content-disposition',
  summary: 'The result file comes without Content-Disposition.',
});
