import { fault } from '../fault.ts';

/** A results request with a 71-character X-Channel is served. */
export const resultsXChannelMax70 = fault({
  id: 'results-x-channel-max-70',
  rule: 'results-x-channel-max-70',
  summary: 'A results request with a 71-character X-Channel is served.',
});
