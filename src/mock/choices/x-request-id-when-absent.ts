import { defineChoice } from './choice.ts';

/**
 * The X-Request-Id of a bulk response to a request that sent none (there is nothing to echo):
 * `generated` (a fresh UUID) or `absent` (no header). A request that sent one always gets it back.
 */
export const xRequestIdWhenAbsent = defineChoice({
  id: 'x-request-id-when-absent',
  alternatives: ['generated', 'absent'],
  source: {
    doc: 'interface.md',
    section: 'Errors/Error response',
    quote: 'Headers: `X-Request-Id` (mandatory, echoes request)',
  },
  summary: 'X-Request-Id of a bulk response to a request without one: a fresh UUID, or none',
});
