import { fault } from '../fault.ts';

/** A call with a payee name (organisation check, confirmation of payee, bulk record) answers 500 when the name holds a combining mark. */
export const serverNo5xxCombiningMarkName = fault({
  id: 'server-no-5xx/combining-mark-name',
  rule: 'server-no-5xx',
  summary:
    'A call with a payee name (organisation check, confirmation of payee, bulk record) answers 500 when the name holds a combining mark.',
});
