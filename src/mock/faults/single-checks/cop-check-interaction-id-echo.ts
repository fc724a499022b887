import { fault } from '../fault.ts';

/** A confirmation of payee does not echo the x-fapi-interaction-id it was sent. */
export const copCheckInteractionIdEcho = fault({
  id: 'cop-check-interaction-id-echo',
  rule: 'cop-check-interaction-id-echo',
  summary: 'A confirmation of payee does not echo the x-fapi-interaction-id it was sent.',
});
