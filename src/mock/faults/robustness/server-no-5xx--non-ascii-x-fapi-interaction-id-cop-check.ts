import { fault } from '../fault.ts';

/** The confirmation of payee answers 500 when its x-fapi-interaction-id header holds a byte outside ASCII (Latin-1 or UTF-8). */
export const serverNo5xxNonAsciiXFapiInteractionIdCopCheck = fault({
  id: 'server-no-5xx/non-ascii-x-fapi-interaction-id-cop-check',
  rule: 'server-no-5xx',
  summary:
    'The confirmation of payee answers 500 when its x-fapi-interaction-id header holds a byte outside ASCII (Latin-1 or UTF-8).',
});
