/**
 * How a spec file (interface.md, assumptions.md) is cut into the units a clause table must
 * cover, so that "every sentence is covered" is a checkable statement:
 *
 * - a heading (`#` …) is no unit: it names the section of the units below it;
 * - a table's first line (its header) and second line (`|---|`) are no units; every further
 *   line of the table is one unit, a `row`;
 * - a fenced code block (from one ``` line to the next) is one unit, a `block` (its inner lines);
 * - any other line, less its list marker (`- `, `1. `), is cut into `sentence`s after `.`, `!`
 *   or `?` followed by white space and an upper-case letter, a digit, `(` or a backtick;
 * - a label (a line of words ending with a colon, such as `Rules:` or `Request headers:`) and a
 *   blank line are no units.
 *
 * Offsets are UTF-16 indices into the file's text (`start` inclusive, `end` exclusive), so
 * `text.slice(start, end) === unit.text`.
 */

/** The kinds of unit a spec file is cut into. */
export type SpecUnitKind = 'sentence' | 'row' | 'block';

/** One unit of a spec file: a sentence, a table row or a code block, where it is and under which heading. */
export interface SpecUnit {
  readonly kind: SpecUnitKind;
  /** The headings above it below the title, joined by `/` (`Endpoints/4. Bulk status`); the title for its preamble. */
  readonly section: string;
  /** 1-based line number of its first character. */
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const LIST_MARKER = /^(\s*)(?:[-*] |\d+\. )/;
const LABEL = /^[A-Za-z][A-Za-z ]*:$/;
const SENTENCE_END = /[.!?](?=\s+[A-Z0-9(`])/g;

interface Line {
  readonly text: string;
  readonly start: number;
  readonly number: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  text.split('\n').forEach((line, index) => {
    lines.push({ text: line, start, number: index + 1 });
    start += line.length + 1;
  });
  return lines;
}

/** The sentences of `body`, which starts at offset `start` of the file. */
function sentences(body: string, start: number): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let from = 0;
  for (const match of body.matchAll(SENTENCE_END)) {
    const to = match.index + 1;
    out.push({ text: body.slice(from, to), start: start + from });
    from = to;
    while (from < body.length && /\s/.test(body.charAt(from))) from += 1;
  }
  if (from < body.length) out.push({ text: body.slice(from), start: start + from });
  return out
    .map((s) => ({ text: s.text.trimEnd(), start: s.start }))
    .filter((s) => s.text !== '' && !LABEL.test(s.text));
}

/** The units of spec file `text` (see the module comment for how it is cut). */
export function specUnits(text: string): SpecUnit[] {
  const units: SpecUnit[] = [];
  const headings: string[] = [];
  let title = '';
  let tableLine = 0;
  let fence: Line | undefined;
  for (const line of linesOf(text)) {
    const trimmed = line.text.trim();
    if (fence) {
      if (trimmed.startsWith('```')) {
        const start = fence.start + fence.text.length + 1;
        units.push({
          kind: 'block',
          section: sectionOf(headings, title),
          line: fence.number + 1,
          start,
          end: line.start - 1,
          text: text.slice(start, line.start - 1),
        });
        fence = undefined;
      }
      continue;
    }
    if (trimmed.startsWith('```')) {
      fence = line;
      continue;
    }
    const heading = /^(#+)\s+(.*)$/.exec(line.text);
    if (heading) {
      const level = (heading[1] ?? '').length;
      if (level === 1) title = heading[2] ?? '';
      else headings.splice(level - 2, headings.length, heading[2] ?? '');
      tableLine = 0;
      continue;
    }
    if (trimmed.startsWith('|')) {
      tableLine += 1;
      if (tableLine > 2) {
        const start = line.start + line.text.indexOf('|');
        units.push({
          kind: 'row',
          section: sectionOf(headings, title),
          line: line.number,
          start,
          end: start + trimmed.length,
          text: trimmed,
        });
      }
      continue;
    }
    tableLine = 0;
    if (trimmed === '') continue;
    const marker = LIST_MARKER.exec(line.text);
    const offset = marker ? marker[0].length : line.text.length - line.text.trimStart().length;
    for (const s of sentences(line.text.slice(offset), line.start + offset)) {
      units.push({
        kind: 'sentence',
        section: sectionOf(headings, title),
        line: line.number,
        start: s.start,
        end: s.start + s.text.length,
        text: s.text,
      });
    }
  }
  return units;
}

function sectionOf(headings: readonly string[], title: string): string {
  return headings.length > 0 ? headings.join('/') : title;
}
