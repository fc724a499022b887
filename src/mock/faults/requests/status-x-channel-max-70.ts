import { fault } from '../fault.ts';

/** A status request with a 71-character X-Channel gets 200. */
export const statusXChannelMax70 = fault({
  id: 'status-x-channel-max-70',
  rule: 'status-x-channel-max-70',
  summary: 'A status request with a 71-character X-Channel gets 200.',
});
