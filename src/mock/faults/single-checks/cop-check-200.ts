import { fault } from '../fault.ts';

/** A valid confirmation of payee gets 200 with a text/plain body that is not JSON. */
export const copCheck200 = fault({
  id: 'cop-check-200',
  rule: 'cop-check-200',
  summary: 'A valid confirmation of payee gets 200 with a text/plain body that is not JSON.',
});
