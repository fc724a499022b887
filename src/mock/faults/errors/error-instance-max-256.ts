import { fault } from '../fault.ts';

/** Error bodies carry an instance of 257 characters. */
export const errorInstanceMax256 = fault({
  id: 'error-instance-max-256',
  rule: 'error-instance-max-256',
  summary: 'Error bodies carry an instance of 257 characters.',
});
