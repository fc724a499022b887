import { fault } from '../fault.ts';

/** The bulk status answers 500 when its X-Channel header holds a byte outside ASCII (Latin-1 or UTF-8). */
export const serverNo5xxNonAsciiXChannelBulkStatus = fault({
  id: 'server-no-5xx/non-ascii-x-channel-bulk-status',
  rule: 'server-no-5xx',
  summary:
    'The bulk status answers 500 when its X-Channel header holds a byte outside ASCII (Latin-1 or UTF-8).',
});
