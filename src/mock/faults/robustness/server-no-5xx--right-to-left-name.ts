import { fault } from '../fault.ts';

/** A call with a payee name answers 500 when the name holds right-to-left text (Hebrew, Arabic). */
export const serverNo5xxRightToLeftName = fault({
  id: 'server-no-5xx/right-to-left-name',
  rule: 'server-no-5xx',
  summary: 'A call with a payee name answers 500 when the name holds right-to-left text (Hebrew, Arabic).',
});
