import { fault } from '../fault.ts';

/** POST, PUT, PATCH and DELETE on the status path are served like GET instead of 405. */
export const statusMethod405 = fault({
  id: 'status-method-405',
  rule: 'status-method-405',
  summary: 'POST, PUT, PATCH and DELETE on the status path are served like GET instead of 405.',
});
