import { fault } from '../fault.ts';

/** Error bodies carry a type of 71 characters. */
export const errorTypeMax70 = fault({
  id: 'error-type-max-70',
  rule: 'error-type-max-70',
  summary: 'Error bodies carry a type of 71 characters.',
});
