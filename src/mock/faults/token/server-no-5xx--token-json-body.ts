import { fault } from '../fault.ts';

/** A token request with a JSON body (Content-Type application/json) gets 500 instead of a 4xx. */
export const serverNo5xxTokenJsonBody = fault({
  id: 'server-no-5xx/token-json-body',
  rule: 'server-no-5xx',
  summary: 'A token request with a JSON body (Content-Type application/json) gets 500 instead of a 4xx.',
});
