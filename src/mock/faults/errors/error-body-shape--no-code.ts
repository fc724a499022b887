import { fault } from '../fault.ts';

/** Error bodies other than FORMAT_ERROR come without code. */
export const errorBodyShapeNoCode = fault({
  id: 'error-body-shape/no-code',
  rule: 'error-body-shape',
  summary: 'Error bodies other than FORMAT_ERROR come without code.',
});
