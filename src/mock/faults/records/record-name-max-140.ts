import { fault } from '../fault.ts';

/** A party name of 141 characters or more gets a result record instead of a NAME_TOO_LONG error line. */
export const recordNameMax140 = fault({
  id: 'record-name-max-140',
  rule: 'record-name-max-140',
  summary:
    'A party name of 141 characters or more gets a result record instead of a NAME_TOO_LONG error line.',
});
