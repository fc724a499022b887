import { fault } from '../fault.ts';

/** A JSON body (single checks, bulk record lines) with a member name twice in one object gets 500. */
export const serverNo5xxJsonDuplicateKey = fault({
  id: 'server-no-5xx/json-duplicate-key',
  rule: 'server-no-5xx',
  summary: 'A JSON body (single checks, bulk record lines) with a member name twice in one object gets 500.',
});
