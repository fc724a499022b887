import { fault } from '../fault.ts';

/** A party with both name and id gets a result record (checked by name). */
export const recordNameAndIdExclusive = fault({
  id: 'record-name-and-id-exclusive',
  rule: 'record-name-and-id-exclusive',
  summary: 'A party with both name and id gets a result record (checked by name).',
});
