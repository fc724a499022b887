import { fault } from '../fault.ts';

/** A party name of exactly 140 characters gets a NAME_TOO_LONG error line (off by one, too strict). */
export const recordNameMax140Strict = fault({
  id: 'record-name-max-140/strict',
  rule: 'record-name-max-140',
  summary: 'A party name of exactly 140 characters gets a NAME_TOO_LONG error line (off by one, too strict).',
});
