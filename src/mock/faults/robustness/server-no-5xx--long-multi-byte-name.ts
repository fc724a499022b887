import { fault } from '../fault.ts';

/** A call with a payee name answers 500 when the name is within 140 characters but over 280 bytes in UTF-8. */
export const serverNo5xxLongMultiByteName = fault({
  id: 'server-no-5xx/long-multi-byte-name',
  rule: 'server-no-5xx',
  summary:
    'A call with a payee name answers 500 when the name is within 140 characters but over 280 bytes in UTF-8.',
});
