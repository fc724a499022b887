import { defineChoice } from './choice.ts';

/**
 * Whether the headers of the single-check usage are mandatory: `optional`, or `mandatory` (400
 * MANDATORY_HEADER_NOT_PROVIDED without Content-Type, charset or X-Correlation-Id on the organisation
 * check, without x-fapi-interaction-id or Content-Type on confirmation of payee; the bearer-token check
 * comes first) (interface.md Endpoints/2, 3).
 */
export const singleCheckHeaders = defineChoice({
  id: 'single-check-headers',
  alternatives: ['optional', 'mandatory'],
  source: {
    doc: 'interface.md',
    section: 'Endpoints/2 and 3',
    quote: 'Whether the headers are mandatory: not shown.',
  },
  summary: 'headers of the single checks optional, or mandatory (400 when missing)',
});
