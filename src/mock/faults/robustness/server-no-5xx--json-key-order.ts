import { fault } from '../fault.ts';

/** A JSON body (single checks, bulk record lines) whose members do not come in the usage order gets 500. */
export const serverNo5xxJsonKeyOrder = fault({
  id: 'server-no-5xx/json-key-order',
  rule: 'server-no-5xx',
  summary:
    'A JSON body (single checks, bulk record lines) whose members do not come in the usage order gets 500.',
});
