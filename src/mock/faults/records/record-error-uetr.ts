import { fault } from '../fault.ts';

/** Record-level error lines come without uetr. */
export const recordErrorUetr = fault({
  id: 'record-error-uetr',
  rule: 'record-error-uetr',
  summary: 'Record-level error lines come without uetr.',
});
