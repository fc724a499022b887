/** The titles of interface.md Errors/Functional errors (code FORMAT_ERROR, HTTP 400). */
export const FORMAT_ERROR_TITLES: readonly string[] = [
  'INVALID_HEADER',
  'MANDATORY_HEADER_NOT_PROVIDED',
  'INVALID_REQUEST',
  'MANDATORY_FIELD_NOT_PROVIDED',
  'INVALID_FIELD',
  'NAME_TOO_LONG',
  'MUTUALLY_EXCLUSIVE_FIELDS_USED',
];
