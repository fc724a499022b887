import { fault } from '../fault.ts';

/** 406 and 415 errors carry code FORMAT_ERROR (title INVALID_HEADER) with their own status instead of 400. */
export const errorFormatError400 = fault({
  id: 'error-format-error-400',
  rule: 'error-format-error-400',
  summary:
    '406 and 415 errors carry code FORMAT_ERROR (title INVALID_HEADER) with their own status instead of 400.',
});
