import { RESULT_FILE_EXTENSION } from '../../src/client/content-disposition.ts';
import { ALNUM, anyCase, charClass, hex, TCHAR, tokenOtherThan } from './rust-regex.ts';

/**
 * The regular expression a pact uses for the Content-Disposition of a result file (interface.md
 * Endpoints/5: "Content-Disposition (mandatory; file name of the form <taskId>.ndjson)"): the
 * grammar of the suite's reader, src/client/content-disposition.ts, written as one regex that
 * Pact's Rust engine and JavaScript read alike (rust-regex.ts). The agreement test,
 * test/client/content-disposition.test.ts, feeds the reader, this regex and the calibration the
 * same headers.
 */

const HEX = '0123456789ABCDEFabcdef';
const OWS = '[ \\t]*';

const TOKEN = `${TCHAR}+`;
/** RFC 9110 §5.6.4 quoted-string: qdtext or a quoted-pair. */
const QUOTED = '"(?:[\\t \\x21\\x23-\\x5B\\x5D-\\x7E\\x80-\\xFF]|\\\\[\\t \\x21-\\x7E\\x80-\\xFF])*"';
/** RFC 8187 §3.2.1: charset, language (letters, digits, `-`), value-chars. */
const LANGUAGE = '[A-Za-z0-9-]*';
const CHARSET = `${charClass(`!#$%&+-^_\`{}~${ALNUM}`)}+`;
const VALUE_CHARS = `(?:%${charClass(HEX)}{2}|${charClass(`!#$&+-.^_\`|~${ALNUM}`)})*`;
const VALUE = `(?:${TOKEN}|${QUOTED}|${CHARSET}'${LANGUAGE}'${VALUE_CHARS})`;

/**
 * The characters a file name may have at each place: `taskId` in any letter case, or (without
 * one) any UUID, then `.ndjson`.
 */
function fileNamePlaces(taskId: string | undefined): string[] {
  const id = taskId ?? 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
  const places = Array.from(id).map((c) => {
    if (taskId === undefined && c === 'x') return HEX;
    return /[a-z]/i.test(c) ? `${c.toUpperCase()}${c.toLowerCase()}` : c;
  });
  return [...places, ...Array.from(RESULT_FILE_EXTENSION)];
}

/** One place as a regex atom: a letter, digit or `-` as it is, `\.`, another character `\xHH`, or a class. */
function atom(chars: string): string {
  if (chars.length > 1) return charClass(chars);
  if (chars === '.') return '\\.';
  return /^[0-9A-Za-z-]$/.test(chars) ? chars : `\\x${hex(chars)}`;
}

/** `%XX` of each of `chars`, the hex digits in either letter case (RFC 8187 pct-encoded). */
function percentEncoded(chars: string): string {
  const byHigh = new Map<string, string>();
  for (const char of chars) {
    const [high = '', low = ''] = hex(char);
    byHigh.set(high, (byHigh.get(high) ?? '') + low + low.toLowerCase());
  }
  return [...byHigh].map(([high, lows]) => `%${high}${atom([...new Set(lows)].join(''))}`).join('|');
}

/** `atoms` with runs of the same atom written once with a count (`[0-9A-Fa-f]{8}`). */
function joined(atoms: readonly string[]): string {
  let text = '';
  for (let i = 0; i < atoms.length;) {
    let j = i;
    while (atoms[j + 1] === atoms[i]) j += 1;
    text += j > i ? `${atoms[i] ?? ''}{${j - i + 1}}` : (atoms[i] ?? '');
    i = j + 1;
  }
  return text;
}

/**
 * The regex (Pact's Rust syntax, also valid JavaScript) of a Content-Disposition whose file name
 * is `<taskId>.ndjson`: `taskId` in any letter case (A11), or any UUID when no taskId is given (a
 * pact cannot know the taskId a provider state hands out). The file name may be a token, a
 * quoted-string (escapes allowed) or, as `filename*`, an RFC 8187 ext-value in UTF-8 or ISO-8859-1
 * (any case, any language, percent-encoding allowed); `filename*` wins over `filename` (RFC 6266
 * §4.3), each at most once; any disposition type, other parameters anywhere, whitespace around
 * `;` and `=`, empty parameters.
 */
export function contentDispositionRegex(taskId?: string): string {
  const places = fileNamePlaces(taskId);
  const token = joined(places.map(atom));
  const quoted = `"${joined(places.map((p) => `(?:\\\\?${atom(p)})`))}"`;
  const ext = joined(places.map((p) => `(?:${atom(p)}|${percentEncoded(p)})`));
  const param = (name: string, value: string): string => `;${OWS}${name}${OWS}=${OWS}${value}${OWS}`;
  const named = param(anyCase('filename'), `(?:${token}|${quoted})`);
  const anyNamed = param(anyCase('filename'), VALUE);
  const charset = `(?:${anyCase('utf')}-8|${anyCase('iso')}-8859-1)`;
  const extended = param(anyCase('filename*'), `${charset}'${LANGUAGE}'${ext}`);
  const others = `(?:;${OWS}(?:${tokenOtherThan(['filename', 'filename*'])}${OWS}=${OWS}${VALUE}${OWS})?)*`;
  const fileName = [
    `${named}${others}`,
    `${extended}${others}(?:${anyNamed}${others})?`,
    `${anyNamed}${others}${extended}${others}`,
  ];
  return `^${OWS}${TOKEN}${OWS}${others}(?:${fileName.join('|')})$`;
}
