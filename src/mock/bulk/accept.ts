/**
 * Accept negotiation of the bulk endpoints. Source: interface.md Errors/HTTP statuses (406:
 * "Accept header requests a content type other than application/json and/or a charset other
 * than UTF-8"), read as the clause audit decides (src/rules/clauses/): 406 only when the client accepts none of the
 * endpoint's media types; A8 (results endpoint: application/x-ndjson, application/json, *\/*).
 */

/** What an endpoint serves: its media types (a wildcard admitting one of them is served too). */
export interface ServedMedia {
  readonly mediaTypes: readonly string[];
}

interface MediaRange {
  readonly type: string;
  readonly charset: string | undefined;
  readonly q: number;
}

function parseRange(text: string): MediaRange {
  const [type = '', ...params] = text.split(';').map((part) => part.trim());
  let charset: string | undefined;
  let q = 1;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim().toLowerCase());
    if (name === 'charset') charset = value.replaceAll('"', '');
    if (name === 'q') q = Number(value);
  }
  return { type: type.toLowerCase(), charset, q };
}

/**
 * True when `accept` (absent or empty: the default application/json) admits one of `mediaTypes`:
 * an entry of its list with q above 0 and no charset or UTF-8 that names one of them, or a
 * wildcard (`*\/*`, `type/*`) covering one. A list is served when any entry is.
 */
export function acceptable(accept: string | undefined, mediaTypes: readonly string[]): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((text) => {
    const range = parseRange(text);
    if (!(range.q > 0)) return false;
    // utf8 is no name of UTF-8: the IANA registry (RFC 9110 §8.3.2) lists UTF-8 and csUTF8.
    if (range.charset !== undefined && range.charset !== 'utf-8') return false;
    if (range.type === '*/*') return true;
    return mediaTypes.some(
      (m) => m === range.type || (range.type.endsWith('/*') && m.startsWith(range.type.slice(0, -1))),
    );
  });
}
