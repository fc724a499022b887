import { fault } from '../fault.ts';

/** Error bodies come without type. */
export const errorBodyShape = fault({
  id: 'error-body-shape',
  rule: 'error-body-shape',
  summary: 'Error bodies come without type.',
});
