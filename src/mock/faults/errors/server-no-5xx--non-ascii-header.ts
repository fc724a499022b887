import { fault } from '../fault.ts';

/** A request with a non-ASCII character in a header value that is answered with an error gets 500 instead (the error writer fails on it). */
export const serverNo5xxNonAsciiHeader = fault({
  id: 'server-no-5xx/non-ascii-header',
  rule: 'server-no-5xx',
  summary:
    'A request with a non-ASCII character in a header value that is answered with an error gets 500 instead (the error writer fails on it).',
});
