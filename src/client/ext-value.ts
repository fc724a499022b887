/**
 * RFC 8187 §3.2.1 ext-value: `charset "'" [ language ] "'" value-chars`, the value of a starred
 * header parameter such as Content-Disposition's `filename*` (RFC 6266 §4.3).
 */
const EXT_VALUE =
  /^([!#$%&+^_`{}~0-9A-Za-z-]+)'([A-Za-z0-9-]*)'((?:%[0-9A-Fa-f]{2}|[!#$&+.^_`|~0-9A-Za-z-])*)$/;

/** An ext-value read. */
export interface ExtValue {
  /** The charset as written (mime-charset; compared in any letter case). */
  readonly charset: string;
  /** The language tag as written, '' when none (letters, digits and `-`; not checked against RFC 5646). */
  readonly language: string;
  /**
   * The value, percent-decoded in its charset: UTF-8 (RFC 8187) or ISO-8859-1 (RFC 5987, which
   * RFC 6266 cites); undefined for any other charset, or for bytes that are not UTF-8.
   */
  readonly value: string | undefined;
}

/** The bytes of `pctEncoded`, each `%XX` one byte and every other character its ASCII byte. */
function bytesOf(pctEncoded: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < pctEncoded.length; i += 1) {
    if (pctEncoded[i] === '%') {
      bytes.push(Number.parseInt(pctEncoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(pctEncoded.charCodeAt(i));
  }
  return Uint8Array.from(bytes);
}

function decoded(charset: string, bytes: Uint8Array): string | undefined {
  switch (charset.toUpperCase()) {
    case 'UTF-8':
      try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        return undefined;
      }
    case 'ISO-8859-1':
      return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    default:
      return undefined;
  }
}

/** `text` read as an RFC 8187 ext-value, or undefined when it is not one. Never throws. */
export function readExtValue(text: string): ExtValue | undefined {
  const match = EXT_VALUE.exec(text);
  if (!match) return undefined;
  const [, charset = '', language = '', chars = ''] = match;
  return { charset, language, value: decoded(charset, bytesOf(chars)) };
}
