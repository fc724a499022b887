import { fault } from '../fault.ts';

/** Error bodies carry status as a string ("404") instead of an integer. */
export const errorBodyShapeStatusText = fault({
  id: 'error-body-shape/status-text',
  rule: 'error-body-shape',
  summary: 'Error bodies carry status as a string ("404") instead of an integer.',
});
