import { fault } from '../fault.ts';

/** GET, PUT, PATCH and DELETE on the submission path are served as a POST instead of 405. */
export const submitMethod405 = fault({
  id: 'submit-method-405',
  rule: 'submit-method-405',
  summary: 'GET, PUT, PATCH and DELETE on the submission path are served as a POST instead of 405.',
});
