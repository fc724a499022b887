import { defineChoice } from './choice.ts';

/**
 * Whether the organisation check echoes `X-Correlation-Id`: `echo` or `no-echo` (interface.md Endpoints/2
 * shows it only as a request header). `x-fapi-interaction-id` is echoed either way (A7).
 */
export const singleCheckEcho = defineChoice({
  id: 'single-check-echo',
  alternatives: ['echo', 'no-echo'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/2',
    quote:
      'Headers sent in the usage: `Content-Type: application/json`, `Authorization: Bearer <ACCESS_TOKEN>`, `charset: utf-8`, `X-Correlation-Id` (string).',
  },
  summary: 'X-Correlation-Id of the organisation check echoed or not',
});
