import fc from 'fast-check';

/** Visible ASCII, 0x21-0x7E (RFC 9110 VCHAR within US-ASCII). */
const VISIBLE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));

/** Latin-1 letters and signs, 0xA0-0xFF: RFC 9110 obs-text as Latin-1 reads it. */
const LATIN_1 = Array.from({ length: 0xff - 0xc0 + 1 }, (_, i) => String.fromCharCode(0xc0 + i)).concat(
  Array.from('¡¢£¤¥§©«®°±µ¶·»¿'),
);

/** Characters outside ASCII whose UTF-8 form has 2, 3 or 4 bytes: accented Latin, Greek, Cyrillic, CJK, symbols, emoji. */
const MULTI_BYTE = Array.from('éüçñøßΩλЖдя東京支店€–…😀🏦𝔄');

/** Constraints of the non-ASCII header arbitraries: the longest value, in characters as the text reads. */
export interface NonAsciiHeaderConstraints {
  readonly maxLength: number;
}

/** `first` visible ASCII, then up to `maxLength` - 2 inner characters, then one of `extra`: no edge space. */
function text(extra: readonly string[], constraints: NonAsciiHeaderConstraints): fc.Arbitrary<string> {
  const visible = fc.constantFrom(...VISIBLE);
  const unusual = fc.constantFrom(...extra);
  const inner = fc.oneof(
    { weight: 4, arbitrary: visible },
    { weight: 3, arbitrary: unusual },
    { weight: 1, arbitrary: fc.constant(' ') },
  );
  // size 'max': lengths spread over the whole range (fast-check's default keeps arrays short).
  const innerLength = { maxLength: Math.max(0, constraints.maxLength - 2), size: 'max' as const };
  return fc
    .tuple(visible, fc.array(inner, innerLength), unusual)
    .map(([first, chars, last]) => [first, ...chars, last].join(''));
}

/**
 * A header value of visible ASCII and Latin-1 characters (0xA0-0xFF), at least one of them, no
 * edge spaces, at most `maxLength` characters: sent as one byte per character (the HTTP
 * obs-text of RFC 9110 5.5, as Latin-1 reads it). Legal but unusual: a provider may read, count,
 * reject (4xx) or ignore it; it is sent only to check for no 5xx, never where it must be accepted.
 * Source: interface.md Endpoints/4 (X-Software-Supplier, X-Channel: free values), Endpoints/2, 3.
 */
export function latin1HeaderValue(constraints: NonAsciiHeaderConstraints): fc.Arbitrary<string> {
  return text(LATIN_1, constraints);
}

/**
 * Text outside ASCII as it travels in a header encoded as UTF-8: the value returned holds one
 * character per byte (0x00-0xFF), which is how Node writes and reads header values, so the wire
 * carries the UTF-8 bytes of a text of at most `maxLength` characters (code points) with at
 * least one multi-byte character. `decodedHeaderText` gives the text back. Sent only to check
 * for no 5xx (see {@link latin1HeaderValue}).
 */
export function utf8HeaderValue(constraints: NonAsciiHeaderConstraints): fc.Arbitrary<string> {
  return text(MULTI_BYTE, constraints).map(utf8Bytes);
}

/** The one-character-per-byte form of `text`'s UTF-8 encoding (what a header value of that text is on the wire). */
export function utf8Bytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** The text a header value of UTF-8 bytes reads as; undefined when the bytes are not valid UTF-8. */
export function decodedHeaderText(value: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return undefined;
  }
}
