import { fault } from '../fault.ts';

/** A confirmation of payee with a 140-character Name gets 400 (off by one, too strict). */
export const copCheckNameTooLong400Strict = fault({
  id: 'cop-check-name-too-long-400/strict',
  rule: 'cop-check-name-too-long-400',
  summary: 'A confirmation of payee with a 140-character Name gets 400 (off by one, too strict).',
});
