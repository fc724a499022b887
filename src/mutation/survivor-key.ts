/**
 * How a mutant is named across runs (its key: file, mutator, original and replacement snippets,
 * no line number), so that test/mutation/survivors.json and the kept outcomes still find it after
 * edits elsewhere in its file; and how a listing shows it.
 */
import { createHash } from 'node:crypto';
import type { Position, ReportMutant } from './mutation-report.ts';

/** What names a mutant across runs: no line number, so it survives edits elsewhere in the file. */
export interface MutantKey {
  readonly file: string;
  readonly mutatorName: string;
  readonly original: string;
  readonly replacement: string;
}

/** Longest snippet kept whole in a key; a longer one is abbreviated (`normaliseSnippet`). */
const SNIPPET_MAX = 200;
const SNIPPET_HEAD = 150;

/**
 * A snippet as keys hold it: whitespace runs made one space, trimmed; over 200 characters, its
 * first 150, then `…[<length> chars, sha256 <12 hex>]` of the whole normalised text.
 */
export function normaliseSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_MAX) return flat;
  const hash = createHash('sha256').update(flat).digest('hex').slice(0, 12);
  return `${flat.slice(0, SNIPPET_HEAD)}…[${flat.length} chars, sha256 ${hash}]`;
}

/** The source text between two report positions (lines and columns 1-based, end exclusive). */
export function sourceAt(source: string, start: Position, end: Position): string {
  const lines = source.split('\n');
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  const first = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1);
  return [first, ...middle, last].join('\n');
}

/** The key of `mutant` of `file`, whose text is `source`. */
export function mutantKey(file: string, source: string, mutant: ReportMutant): MutantKey {
  return {
    file,
    mutatorName: mutant.mutatorName,
    original: normaliseSnippet(sourceAt(source, mutant.location.start, mutant.location.end)),
    replacement: normaliseSnippet(mutant.replacement ?? ''),
  };
}

/** One string per key, for maps. */
export function keyText(key: MutantKey): string {
  return JSON.stringify([key.file, key.mutatorName, key.original, key.replacement]);
}

/** Shortens a snippet for a one-line listing. */
export function shown(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** How the untriaged list names a mutant: `file:line mutator "original" -> "replacement"`. */
export function survivorLine(key: MutantKey, line: number): string {
  return `${key.file}:${line} ${key.mutatorName} "${shown(key.original)}" -> "${shown(key.replacement)}"`;
}
