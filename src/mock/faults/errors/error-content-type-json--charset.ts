import { fault } from '../fault.ts';

/** Error responses are application/json;charset=iso-8859-1. */
export const errorContentTypeJsonCharset = fault({
  id: 'error-content-type-json/charset',
  rule: 'error-content-type-json',
  summary: 'Error responses are application/json;charset=iso-8859-1.',
});
