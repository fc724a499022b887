import { fault } from '../fault.ts';

/** A confirmation of payee answers with a fresh x-fapi-interaction-id instead of the one it was sent. */
export const copCheckInteractionIdEchoOtherValue = fault({
  id: 'cop-check-interaction-id-echo/other-value',
  rule: 'cop-check-interaction-id-echo',
  summary:
    'A confirmation of payee answers with a fresh x-fapi-interaction-id instead of the one it was sent.',
});
