import { defaultShown, type RunOption } from './run-option.ts';
import { RUN_OPTIONS } from './run-options.ts';

/** The lines around README's table of run options (in "Configuration reference"). */
export const README_MARKERS = {
  begin:
    '<!-- run options: generated from src/cli/options/run-options.ts by `npm run docs`; edit the table there -->',
  end: '<!-- end of run options -->',
} as const;

const HEADER = ['variable', 'flag', 'profile', 'default', 'example', 'meaning'] as const;

/** `text` as a Markdown code span, its pipes escaped for a table cell; empty for none. */
function code(text: string | undefined): string {
  return text === undefined ? '' : `\`${text.replaceAll('|', '\\|')}\``;
}

/** README's default cell of `row`: its words, else its default (text as code), else `none`. */
function defaultCell(row: RunOption<unknown>): string {
  if (row.doc.default !== undefined) return row.doc.default;
  const shown = defaultShown(row);
  if (shown === undefined) return 'none';
  return typeof row.default === 'string' ? code(shown) : shown;
}

/** The cells of one row of README's table. */
function cells(row: RunOption<unknown>): readonly string[] {
  return [
    code(row.env),
    code(row.flag),
    code(row.profileKey),
    defaultCell(row),
    row.doc.example ?? '',
    row.doc.meaning,
  ];
}

/**
 * README's table of the run options, one line per row of RUN_OPTIONS in its order: variable,
 * flag, profile field, default, example, meaning; columns padded as Prettier pads them.
 */
export function renderOptionsTable(): string {
  const rows = [HEADER, ...Object.values(RUN_OPTIONS as Record<string, RunOption<unknown>>).map(cells)];
  const widths = HEADER.map((_, column) => Math.max(3, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  const [header, ...body] = rows.map(line);
  return [header, `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body].join('\n');
}

/**
 * `readme` with the text between README_MARKERS replaced by the table of run options.
 * @throws Error when `readme` lacks either marker.
 */
export function withOptionsTable(readme: string): string {
  const begin = readme.indexOf(README_MARKERS.begin);
  const end = readme.indexOf(README_MARKERS.end);
  if (begin < 0 || end < begin)
    throw new Error(`README.md lacks the markers ${README_MARKERS.begin} … ${README_MARKERS.end}`);
  const head = readme.slice(0, begin + README_MARKERS.begin.length);
  return `${head}\n\n${renderOptionsTable()}\n\n${readme.slice(end)}`;
}
