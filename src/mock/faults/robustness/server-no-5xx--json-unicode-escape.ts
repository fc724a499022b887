import { fault } from '../fault.ts';

/** A JSON body (single checks, bulk record lines) with a \u escape gets 500. */
export const serverNo5xxJsonUnicodeEscape = fault({
  id: 'server-no-5xx/json-unicode-escape',
  rule: 'server-no-5xx',
  summary: 'A JSON body (single checks, bulk record lines) with a \\u escape gets 500.',
});
