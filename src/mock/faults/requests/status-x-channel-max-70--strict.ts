import { fault } from '../fault.ts';

/** A status request with an X-Channel of 70 characters gets 400 INVALID_HEADER instead of 200. */
export const statusXChannelMax70Strict = fault({
  id: 'status-x-channel-max-70/strict',
  rule: 'status-x-channel-max-70',
  summary: 'A status request with an X-Channel of 70 characters gets 400 INVALID_HEADER instead of 200.',
});
