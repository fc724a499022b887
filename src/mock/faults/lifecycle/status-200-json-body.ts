import { fault } from '../fault.ts';

/** The status body is the bare state as text/plain, not JSON. */
export const status200JsonBody = fault({
  id: 'status-200-json-body',
  rule: 'status-200-json-body',
  summary: 'The status body is the bare state as text/plain, not JSON.',
});
