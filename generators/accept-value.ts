import fc from 'fast-check';

const OTHER_MEDIA_TYPES = [
  'text/html',
  'text/plain',
  'text/csv',
  'application/xml',
  'image/png',
  'application/pdf',
];
/** Charsets other than UTF-8 and not a subset of it (no `us-ascii`, which a UTF-8 body of ASCII satisfies). */
const OTHER_CHARSETS = ['iso-8859-1', 'utf-16', 'windows-1252', 'utf-32'];

/**
 * An Accept value every conforming provider serves: exactly one of `mediaTypes`, alone or
 * followed by `;charset=utf-8` or `; charset=UTF-8` (a wildcard always alone: A8 names the bare `*\/*`) (interface.md Errors/HTTP statuses, 406:
 * "a content type other than application/json and/or a charset other than UTF-8"; assumptions.md
 * A8 for the results endpoint). Pass `*\/*` in `mediaTypes` only where A8 allows it. Never a list:
 * how a provider weighs a list whose first entry is unacceptable is not shown.
 */
export function acceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...mediaTypes), fc.constantFrom('', ';charset=utf-8', '; charset=UTF-8'))
    .map(([type, charset]) => (type.includes('*') ? type : `${type}${charset}`));
}

/**
 * An Accept value every conforming provider answers with 406 (interface.md Errors/HTTP statuses;
 * A8): one media type that is not among `mediaTypes` (`text/html`, `application/xml`, …), or one
 * of `mediaTypes` other than `*\/*` with a charset other than UTF-8
 * (`application/json; charset=iso-8859-1`). Never a list, never a wildcard.
 */
export function unacceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  const served = new Set(mediaTypes.map((t) => t.toLowerCase()));
  const others = OTHER_MEDIA_TYPES.filter((t) => !served.has(t));
  const charsetTypes = mediaTypes.filter((t) => !t.includes('*'));
  const arbitraries = [fc.constantFrom(...others)];
  if (charsetTypes.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...charsetTypes), fc.constantFrom(...OTHER_CHARSETS))
        .map(([t, c]) => `${t}; charset=${c}`),
    );
  }
  return fc.oneof(...arbitraries);
}
