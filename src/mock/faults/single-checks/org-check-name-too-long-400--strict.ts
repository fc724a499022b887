import { fault } from '../fault.ts';

/** An organisation check with a 140-character name gets 400 (off by one, too strict). */
export const orgCheckNameTooLong400Strict = fault({
  id: 'org-check-name-too-long-400/strict',
  rule: 'org-check-name-too-long-400',
  summary: 'An organisation check with a 140-character name gets 400 (off by one, too strict).',
});
