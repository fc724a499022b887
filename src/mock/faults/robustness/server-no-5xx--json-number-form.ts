import { fault } from '../fault.ts';

/** A JSON body (single checks, bulk record lines) with a number in exponent form gets 500. */
export const serverNo5xxJsonNumberForm = fault({
  id: 'server-no-5xx/json-number-form',
  rule: 'server-no-5xx',
  summary: 'A JSON body (single checks, bulk record lines) with a number in exponent form gets 500.',
});
