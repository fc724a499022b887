import { fault } from '../fault.ts';

/** The 400 for an X-Request-Id in a UUID-like notation (braces, urn:uuid:, no hyphens) carries code FORMAT_ERROR with the title INVALID_UUID. */
export const errorFormatErrorTitle = fault({
  id: 'error-format-error-title',
  rule: 'error-format-error-title',
  summary:
    'The 400 for an X-Request-Id in a UUID-like notation (braces, urn:uuid:, no hyphens) carries code FORMAT_ERROR with the title INVALID_UUID.',
});
