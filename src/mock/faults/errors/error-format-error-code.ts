import { fault } from '../fault.ts';

/** Functional errors (FORMAT_ERROR titles) carry the code BAD_FORMAT instead of FORMAT_ERROR. */
export const errorFormatErrorCode = fault({
  id: 'error-format-error-code',
  rule: 'error-format-error-code',
  summary: 'Functional errors (FORMAT_ERROR titles) carry the code BAD_FORMAT instead of FORMAT_ERROR.',
});
