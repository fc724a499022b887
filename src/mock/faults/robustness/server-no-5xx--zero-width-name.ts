import { fault } from '../fault.ts';

/** A call with a payee name answers 500 when the name holds a zero-width character. */
export const serverNo5xxZeroWidthName = fault({
  id: 'server-no-5xx/zero-width-name',
  rule: 'server-no-5xx',
  summary: 'A call with a payee name answers 500 when the name holds a zero-width character.',
});
