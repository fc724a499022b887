/** One section of the sign-off: a heading and lines (Markdown list items or table rows). */
export interface SignoffSection {
  readonly heading: string;
  readonly intro?: string;
  /** A table: header cells, then rows; or a list when `table` is absent. */
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
  readonly items?: readonly string[];
}

/** `text` cut to `max` characters, with `…` saying that it was. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * `text` as one Markdown code span whatever backticks it holds: fenced by one more backtick than
 * its longest run, padded with a space when it holds or touches a backtick (CommonMark strips
 * it). `renderInline` of src/report/signoff-section.ts reads it back.
 */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
