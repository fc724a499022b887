import fc from 'fast-check';

/**
 * Media types no bulk endpoint serves: far ones, and the neighbours of the served ones (the other
 * JSON line formats, the problem type, JSON under `text/`). A caller's own types are left out.
 */
const OTHER_MEDIA_TYPES = [
  'text/html',
  'text/plain',
  'text/csv',
  'application/xml',
  'image/png',
  'application/pdf',
  'application/x-ndjson',
  'application/x-ndjsonx',
  'application/jsonx',
  'application/ndjson',
  'application/jsonl',
  'application/json-seq',
  'application/problem+json',
  'text/json',
  'text/*',
  'image/*',
];
/**
 * Charsets other than UTF-8 and not a subset of it (no `us-ascii`, which a UTF-8 body of ASCII
 * satisfies), one quoted; `utf8` is no name of UTF-8 in the IANA registry (RFC 9110 §8.3.2).
 */
const OTHER_CHARSETS = ['iso-8859-1', 'utf-16', 'windows-1252', 'utf-32', '"utf-16"', 'utf8'];
/**
 * The spellings of the UTF-8 charset parameter the generators write: any letter case, the value
 * quoted or not (A2; RFC 9110 §8.3.2, §5.6.6).
 */
const UTF8_CHARSETS = ['', ';charset=utf-8', '; charset=UTF-8', '; charset="utf-8"', ';Charset="UTF-8"'];

/** True when media range `range` (a type or a `type/*` or `*\/*` wildcard) admits media type `type`. */
function admits(range: string, type: string): boolean {
  if (range === '*/*') return true;
  return range.endsWith('/*') ? type.startsWith(range.slice(0, -1)) : range === type;
}

/** The media types of `types` that are not wildcards. */
function concrete(types: readonly string[]): string[] {
  return types.filter((t) => !t.includes('*'));
}

/** Media types of {@link OTHER_MEDIA_TYPES} none of `types` admits nor is admitted by. */
function unserved(types: readonly string[]): string[] {
  const own = concrete(types);
  return OTHER_MEDIA_TYPES.filter(
    (other) => !types.includes(other) && !own.some((t) => admits(other, t) || admits(t, other)),
  );
}

/**
 * An Accept value every conforming provider serves on an endpoint that answers with one of the
 * media types `mediaTypes` (`*\/*` among them where A8 names it): the 406 row of interface.md
 * Errors/HTTP statuses ("a content type other than application/json and/or a charset other than
 * UTF-8") read as the clause audit decides (src/rules/clauses/), a 406 only when the client accepts none of the endpoint's
 * media types. Drawn: one of `mediaTypes` alone or with a UTF-8 charset (in any case, quoted or not; the type in either case), `*\/*`,
 * `application/*`, and lists that admit one of them beside an unserved type, in either order or
 * with weights (`text/html, application/json`, `application/json;q=0.9, text/plain;q=0.1`).
 */
export function acceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  const own = concrete(mediaTypes);
  // The type in upper case sometimes: types compare without regard to case (RFC 9110 §8.3.1).
  const single = fc
    .tuple(fc.constantFrom(...mediaTypes), fc.constantFrom(...UTF8_CHARSETS), fc.boolean())
    .map(([type, charset, upper]) =>
      type.includes('*') ? type : `${upper ? type.toUpperCase() : type}${charset}`,
    );
  const others = unserved(mediaTypes);
  const list = fc
    .tuple(single, fc.constantFrom(...others), fc.boolean(), fc.boolean())
    .map(([served, other, first, weighted]) => {
      const entries = weighted ? [`${served};q=0.9`, `${other};q=0.1`] : [served, other];
      return (first ? entries : entries.reverse()).join(', ');
    });
  const wildcards = own.some((t) => t.startsWith('application/'))
    ? fc.constantFrom('*/*', 'application/*')
    : fc.constant('*/*');
  return fc.oneof(single, list, wildcards);
}

/**
 * An Accept value every conforming provider answers with 406 on an endpoint that answers with one
 * of `mediaTypes` (interface.md Errors/HTTP statuses; A8): one media type or wildcard admitting
 * none of them (`text/html`, `application/ndjson`, `application/problem+json`, `text/*`), one of
 * `mediaTypes` with a charset other than UTF-8 (`application/json; charset=iso-8859-1`), or a
 * list of such values.
 */
export function unacceptableAccept(mediaTypes: readonly string[]): fc.Arbitrary<string> {
  const others = fc.constantFrom(...unserved(mediaTypes));
  const charsetTypes = concrete(mediaTypes);
  const single =
    charsetTypes.length === 0
      ? others
      : fc.oneof(
          others,
          fc
            .tuple(fc.constantFrom(...charsetTypes), fc.constantFrom(...OTHER_CHARSETS))
            .map(([t, c]) => `${t}; charset=${c}`),
        );
  return fc.oneof(
    { weight: 3, arbitrary: single },
    { weight: 1, arbitrary: fc.tuple(single, single).map(([a, b]) => `${a}, ${b}`) },
  );
}
