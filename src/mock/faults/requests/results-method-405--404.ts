import { fault } from '../fault.ts';

/** POST, PUT, PATCH and DELETE on the results path get 404 instead of 405. */
export const resultsMethod405404 = fault({
  id: 'results-method-405/404',
  rule: 'results-method-405',
  summary: 'POST, PUT, PATCH and DELETE on the results path get 404 instead of 405.',
});
