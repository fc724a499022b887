import { fault } from '../fault.ts';

/** Error responses are served as text/plain. */
export const errorContentTypeJson = fault({
  id: 'error-content-type-json',
  rule: 'error-content-type-json',
  summary: 'Error responses are served as text/plain.',
});
