import { fault } from '../fault.ts';

/** Error bodies carry a detail of 501 characters. */
export const errorDetailMax500 = fault({
  id: 'error-detail-max-500',
  rule: 'error-detail-max-500',
  summary: 'Error bodies carry a detail of 501 characters.',
});
