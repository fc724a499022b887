import { fault } from '../fault.ts';

/** A submission whose X-Channel is over 70 characters is accepted (202) instead of 400 INVALID_HEADER. */
export const submitXChannelMax70 = fault({
  id: 'submit-x-channel-max-70',
  rule: 'submit-x-channel-max-70',
  summary:
    'A submission whose X-Channel is over 70 characters is accepted (202) instead of 400 INVALID_HEADER.',
});
