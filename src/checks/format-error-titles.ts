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

/**
 * True when `title` (any JSON value an error body or line gave) is one of the FORMAT_ERROR titles
 * (A8: "whenever `code` is FORMAT_ERROR").
 */
export function isFormatErrorTitle(title: unknown): boolean {
  return typeof title === 'string' && FORMAT_ERROR_TITLES.includes(title);
}
