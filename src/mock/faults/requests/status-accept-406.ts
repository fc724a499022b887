import { fault } from '../fault.ts';

/** A status request with an Accept of another media type gets 200 instead of 406. */
export const statusAccept406 = fault({
  id: 'status-accept-406',
  rule: 'status-accept-406',
  summary: 'A status request with an Accept of another media type gets 200 instead of 406.',
});
