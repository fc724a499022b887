import { fault } from '../fault.ts';

/** The status names its state in lower case (processed, not_started). */
export const statusValueEnumLowerCase = fault({
  id: 'status-value-enum/lower-case',
  rule: 'status-value-enum',
  summary: 'The status names its state in lower case (processed, not_started).',
});
