/**
 * The words of an HTTP header field value (RFC 9110 §5.6): token, quoted-string and optional
 * whitespace, read from a position of the value. Positions are UTF-16 indexes of the value.
 */

/** RFC 9110 §5.6.2: tchar, one character of a token. */
const TCHAR = /^[!#$%&'*+.^_`|~0-9A-Za-z-]$/;

/** RFC 9110 §5.6.4: qdtext (HTAB, SP, VCHAR but `"` and `\`, obs-text). */
const QDTEXT = /^[\t \x21\x23-\x5B\x5D-\x7E\x80-\xFF]$/;

/** RFC 9110 §5.6.4: the character after `\` of a quoted-pair (HTAB, SP, VCHAR, obs-text). */
const QUOTED_PAIR_CHAR = /^[\t \x21-\x7E\x80-\xFF]$/;

/** True for a character of a token (RFC 9110 §5.6.2). */
export function isTchar(char: string | undefined): boolean {
  return char !== undefined && TCHAR.test(char);
}

/** Where the optional whitespace (SP, HTAB; RFC 9110 §5.6.3) at `from` of `text` ends. */
export function owsEnd(text: string, from: number): number {
  let end = from;
  while (text[end] === ' ' || text[end] === '\t') end += 1;
  return end;
}

/** Where the run of characters that `take` takes, at `from` of `text`, ends (`from` when none). */
export function runEnd(text: string, from: number, take: (char: string | undefined) => boolean): number {
  let end = from;
  while (end < text.length && take(text[end])) end += 1;
  return end;
}

/** A quoted-string read: its value (quotes removed, quoted-pairs unescaped) and where it ends. */
export interface QuotedString {
  readonly value: string;
  readonly end: number;
}

/**
 * The quoted-string (RFC 9110 §5.6.4) at `from` of `text`, or undefined when none starts there or
 * it breaks the grammar (no closing quote, a control character, a `\` at the end).
 */
export function quotedStringAt(text: string, from: number): QuotedString | undefined {
  if (text[from] !== '"') return undefined;
  let value = '';
  for (let i = from + 1; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '"') return { value, end: i + 1 };
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined || !QUOTED_PAIR_CHAR.test(next)) return undefined;
      value += next;
      i += 1;
    } else if (QDTEXT.test(char)) value += char;
    else return undefined;
  }
  return undefined;
}
