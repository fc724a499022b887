import { fault } from '../fault.ts';

/** POST, PUT, PATCH and DELETE on the status path get 404 instead of 405. */
export const statusMethod405404 = fault({
  id: 'status-method-405/404',
  rule: 'status-method-405',
  summary: 'POST, PUT, PATCH and DELETE on the status path get 404 instead of 405.',
});
