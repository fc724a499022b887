/** Characters a single-quoted word cannot hold on one line: they take ANSI-C quoting (`$'…'`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The escapes of ANSI-C quoting this module writes, and what each stands for. */
const ANSI_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", n: '\n', r: '\r', t: '\t' };

/**
 * `text` as one word of a POSIX shell (bash) command line that stays on one line: single quotes,
 * or ANSI-C quoting (`$'…'`, with `\n`, `\r`, `\t`, `\\`, `\'` and `\xHH`) when it holds a line
 * break or another control character. Its inverse is {@link unquoteShellWord}.
 */
export function shellQuote(text: string): string {
  if (CONTROL.test(text)) {
    // eslint-disable-next-line no-control-regex -- as above
    const escaped = text.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => {
      if (c === '\\') return '\\\\';
      if (c === "'") return "\\'";
      if (c === '\n') return '\\n';
      if (c === '\r') return '\\r';
      if (c === '\t') return '\\t';
      return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return `$'${escaped}'`;
  }
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * The text of a word {@link shellQuote} wrote (`'…'` with `'\''` inside, or `$'…'`), or undefined
 * when `word` is not one: the inverse, for a report that moves a long body into a file.
 */
export function unquoteShellWord(word: string): string | undefined {
  if (word.startsWith("$'") && word.endsWith("'") && word.length >= 3) {
    const inner = word.slice(2, -1);
    let text = '';
    for (let i = 0; i < inner.length; i += 1) {
      const c = inner[i] as string;
      if (c === "'") return undefined;
      if (c !== '\\') {
        text += c;
        continue;
      }
      const next = inner[i + 1] ?? '';
      if (next === 'x' && /^[0-9a-f]{2}$/.test(inner.slice(i + 2, i + 4))) {
        text += String.fromCharCode(parseInt(inner.slice(i + 2, i + 4), 16));
        i += 3;
      } else if (ANSI_ESCAPES[next] !== undefined) {
        text += ANSI_ESCAPES[next];
        i += 1;
      } else return undefined;
    }
    return text;
  }
  if (!word.startsWith("'") || !word.endsWith("'") || word.length < 2) return undefined;
  const parts = word.slice(1, -1).split("'\\''");
  return parts.some((part) => part.includes("'")) ? undefined : parts.join("'");
}
