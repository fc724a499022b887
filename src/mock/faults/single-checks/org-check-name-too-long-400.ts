import { fault } from '../fault.ts';

/** An organisation check with a 141-character name gets 200 instead of 400. */
export const orgCheckNameTooLong400 = fault({
  id: 'org-check-name-too-long-400',
  rule: 'org-check-name-too-long-400',
  summary: 'An organisation check with a 141-character name gets 200 instead of 400.',
});
