import { fault } from '../fault.ts';

/** A bulk operation answers 500 when X-Software-Supplier or X-Channel is within 70 characters but over 70 bytes (a byte-sized column). */
export const serverNo5xxHeaderBytesOverLimit = fault({
  id: 'server-no-5xx/header-bytes-over-limit',
  rule: 'server-no-5xx',
  summary:
    'A bulk operation answers 500 when X-Software-Supplier or X-Channel is within 70 characters but over 70 bytes (a byte-sized column).',
});
