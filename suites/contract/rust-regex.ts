/**
 * Pieces of regular expressions that Pact's Rust engine (the `regex` crate) and JavaScript's RegExp
 * read alike: no flags, no lookaround, no backreference; letter case spelt out as `[Ff]`; in
 * classes `\\`, `[`, `]` as `\\xHH` and `-` last, so no `&&`, `--` or `~~`, which Rust reads as
 * class operations.
 */

/** Letters and digits. */
export const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** RFC 9110 §5.6.2: the characters of a token (tchar). */
export const TCHARS = `!#$%&'*+-.^_\`|~${ALNUM}`;

/** The two hex digits (upper case) of an ASCII character. */
export function hex(char: string): string {
  return char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
}

/** A range end or character of a class: `\\`, `[`, `]` and `-` as `\\xHH`, `^` so when first, the rest as it is. */
function classChar(code: number, first: boolean): string {
  const char = String.fromCharCode(code);
  return /[\\[\]-]/.test(char) || (first && char === '^') ? `\\x${hex(char)}` : char;
}

/**
 * A character class of `chars`, runs of three or more consecutive characters as ranges, a `-`
 * last (where both engines read it as itself).
 */
export function charClass(chars: Iterable<string>): string {
  const set = new Set(chars);
  const dash = set.delete('-');
  const codes = [...set].map((c) => c.charCodeAt(0)).sort((a, b) => a - b);
  let text = '';
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === (codes[j] ?? 0) + 1) j += 1;
    const [from = 0, to = 0] = [codes[i], codes[j]];
    text +=
      j - i >= 2
        ? `${classChar(from, text === '')}-${classChar(to, false)}`
        : codes
            .slice(i, j + 1)
            .map((code, k) => classChar(code, text === '' && k === 0))
            .join('');
    i = j + 1;
  }
  return `[${text}${dash ? '-' : ''}]`;
}

/** `text` matched in any letter case (`[Ff]`), `*` and `.` escaped. */
export function anyCase(text: string): string {
  return Array.from(text)
    .map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c.replace(/[*.]/, '\\$&')))
    .join('');
}

/** One tchar (RFC 9110 §5.6.2). */
export const TCHAR = charClass(TCHARS);

/**
 * A token in any letter case other than `words` (lower case), spelt out letter by letter: after
 * each prefix of a word, a character no word continues with, or the next letter of one.
 */
export function tokenOtherThan(words: readonly string[]): string {
  const after = (prefix: string): string => {
    const next = new Set(
      words
        .filter((w) => w.length > prefix.length && w.startsWith(prefix))
        .map((w) => w.charAt(prefix.length)),
    );
    const refused = new Set([...next].flatMap((c) => [c.toLowerCase(), c.toUpperCase()]));
    const parts = [`${charClass(Array.from(TCHARS).filter((c) => !refused.has(c)))}${TCHAR}*`];
    for (const char of next) parts.push(`${anyCase(char)}${after(prefix + char)}`);
    const stops = prefix !== '' && !words.includes(prefix);
    return `(?:${parts.join('|')})${stops ? '?' : ''}`;
  };
  return after('');
}
