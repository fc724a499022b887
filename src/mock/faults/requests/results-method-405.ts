import { fault } from '../fault.ts';

/** POST, PUT, PATCH and DELETE on the results path are served like GET instead of 405. */
export const resultsMethod405 = fault({
  id: 'results-method-405',
  rule: 'results-method-405',
  summary: 'POST, PUT, PATCH and DELETE on the results path are served like GET instead of 405.',
});
