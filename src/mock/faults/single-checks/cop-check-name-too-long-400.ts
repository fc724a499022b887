import { fault } from '../fault.ts';

/** A confirmation of payee with a 141-character Name gets 200 instead of 400. */
export const copCheckNameTooLong400 = fault({
  id: 'cop-check-name-too-long-400',
  rule: 'cop-check-name-too-long-400',
  summary: 'A confirmation of payee with a 141-character Name gets 200 instead of 400.',
});
