import { fault } from '../fault.ts';

/** Confirmation of payee answers 500 when x-fapi-interaction-id is over 256 characters (no limit is documented). */
export const serverNo5xxLongInteractionId = fault({
  id: 'server-no-5xx/long-interaction-id',
  rule: 'server-no-5xx',
  summary:
    'Confirmation of payee answers 500 when x-fapi-interaction-id is over 256 characters (no limit is documented).',
});
