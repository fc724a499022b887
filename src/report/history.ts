import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonLines } from './json-lines.ts';
import type { RunSummary } from './run-summary.ts';

/** The history file in the report root: one {@link RunSummary} per line, oldest first. */
export const HISTORY_FILE = 'history.jsonl';

/** Most bytes read from the end of the history file (about a year of nightly runs). */
export const HISTORY_READ_MAX_BYTES = 8 * 1024 * 1024;

/** Appends `summary` as one line to `<root>/history.jsonl` (created when missing). */
export async function appendHistory(root: string, summary: RunSummary): Promise<void> {
  await appendFile(join(root, HISTORY_FILE), `${JSON.stringify(summary)}\n`);
}

function isSummary(value: unknown): value is RunSummary {
  const v = value as Partial<RunSummary> | null;
  return typeof v === 'object' && v !== null && typeof v.target === 'string' && typeof v.rules === 'object';
}

/**
 * The runs of `<root>/history.jsonl`, oldest first, read from at most its last
 * {@link HISTORY_READ_MAX_BYTES} bytes; lines that are cut or not a summary are skipped. None
 * when the file does not exist.
 */
export function readHistory(root: string): Promise<RunSummary[]> {
  return readJsonLines(join(root, HISTORY_FILE), HISTORY_READ_MAX_BYTES, isSummary);
}

/**
 * The last complete run of `history` against `target`, if any: an interrupted run tested only
 * part of the rules, so it is no base to compare with.
 */
export function previousRun(history: readonly RunSummary[], target: string): RunSummary | undefined {
  return history.filter((run) => run.target === target && run.interrupted !== true).at(-1);
}
