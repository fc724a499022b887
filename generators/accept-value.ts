import fc from 'fast-check';

const OTHER_MEDIA_TYPES = [
  'text/html',
  'text/plain',
  'text/csv',
  'application/xml',
  'image/png',
  'application/pdf',
];
const OTHER_CHARSETS = ['iso-8859-1', 'utf-16', 'windows-1252', 'us-ascii', 'utf-32'];

/**
 * An Accept value naming one of `mediaTypes` (or `*\/*`), optionally with charset UTF-8 in either
 * case, optionally after an unacceptable type in a list. Never answered 406 (interface.md
 * Errors/HTTP statuses, 406; assumptions.md A8).
 */
export function acceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...mediaTypes, '*/*'),
      fc.constantFrom('', '; charset=utf-8', ';charset=UTF-8'),
      fc.option(fc.constantFrom(...OTHER_MEDIA_TYPES), { nil: undefined }),
    )
    .map(([type, charset, before]) => (before ? `${before}, ${type}${charset}` : `${type}${charset}`));
}

/**
 * An Accept value the endpoint must answer with 406: another media type, or one of
 * `mediaTypes` with a charset other than UTF-8.
 */
export function unacceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...OTHER_MEDIA_TYPES),
    fc
      .tuple(fc.constantFrom(...mediaTypes), fc.constantFrom(...OTHER_CHARSETS))
      .map(([t, c]) => `${t}; charset=${c}`),
  );
}
