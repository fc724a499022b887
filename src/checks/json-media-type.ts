/**
 * Whether a Content-Type names application/json in UTF-8, compared as RFC 9110 §8.3 defines it
 * (assumptions.md A2 and A8): type, subtype and parameter name without regard to case (§8.3.1),
 * the charset name too (§8.3.2), a quoted-string value the same as its token form (§5.6.6).
 */

/** RFC 9110 §5.6.2 token characters. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** RFC 9110 §5.6.4 quoted-string (backslash escapes any character). */
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(
  `^\\s*(${TOKEN})/(${TOKEN})\\s*((?:;\\s*(?:${TOKEN}=(?:${TOKEN}|${QUOTED}))?\\s*)*)$`,
);
const PARAMETER = new RegExp(`(${TOKEN})=(${TOKEN}|${QUOTED})`, 'g');

/** A parameter value without its quotes and escapes (RFC 9110 §5.6.4). */
function unquoted(value: string): string {
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

/**
 * True when `contentType` is `application/json` with no parameter or only a charset naming UTF-8:
 * `application/json`, `Application/JSON; Charset="utf-8"`; false for another type, another
 * charset (`utf8` is no name of UTF-8 in the IANA registry §8.3.2 defers to), another parameter,
 * a malformed value or none (undefined).
 */
export function isJsonUtf8(contentType: string | undefined): boolean {
  const match = MEDIA_TYPE.exec(contentType ?? '');
  if (!match) return false;
  const [, type = '', subtype = '', parameters = ''] = match;
  if (type.toLowerCase() !== 'application' || subtype.toLowerCase() !== 'json') return false;
  const found = [...parameters.matchAll(PARAMETER)];
  return found.every(
    ([, name = '', value = '']) =>
      name.toLowerCase() === 'charset' && unquoted(value).toLowerCase() === 'utf-8',
  );
}
