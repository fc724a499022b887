import { fault } from '../fault.ts';

/** A PROCESSED task's status reads DONE, none of the five states. */
export const statusValueEnumOtherValue = fault({
  id: 'status-value-enum/other-value',
  rule: 'status-value-enum',
  summary: "A PROCESSED task's status reads DONE, none of the five states.",
});
