import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExploreExample } from '../harness/explore/explore-example.ts';
import { isExploreStep } from '../harness/explore/explore-step-shape.ts';
import { readJsonLines } from './json-lines.ts';

/**
 * The example database of the exploration in the report root, beside `history.jsonl`: one
 * {@link ExploreExample} per line, oldest first (as Hypothesis keeps its example database, so
 * that what one night found is replayed first every night after).
 */
export const EXAMPLES_FILE = 'explore-examples.jsonl';

/** Most examples kept; the oldest rare ones go first, then the oldest failures. */
export const MAX_EXAMPLES = 50;

/** Most bytes read from the end of the file. */
const READ_MAX_BYTES = 16 * 1024 * 1024;

function isExample(value: unknown): value is ExploreExample {
  const v = value as Partial<ExploreExample> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.why === 'failure' || v.why === 'rare') &&
    typeof v.foundAt === 'string' &&
    typeof v.seed === 'number' &&
    Array.isArray(v.steps) &&
    v.steps.every(isExploreStep)
  );
}

/**
 * The examples of `<root>/explore-examples.jsonl`, oldest first, read from at most its last 16 MiB;
 * a line that is cut, not JSON or not an example is skipped. None when the file does not exist.
 */
export function readExamples(root: string): Promise<ExploreExample[]> {
  return readJsonLines(join(root, EXAMPLES_FILE), READ_MAX_BYTES, isExample);
}

/**
 * `earlier` and the examples a run `kept`, without repeats (the same steps), at most
 * {@link MAX_EXAMPLES}: failures are kept before rare sequences, newer before older.
 */
export function mergedExamples(
  earlier: readonly ExploreExample[],
  kept: readonly ExploreExample[],
): ExploreExample[] {
  const seen = new Set<string>();
  const newestFirst = [...earlier, ...kept].reverse().filter((example) => {
    const key = JSON.stringify(example.steps);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const chosen = [
    ...newestFirst.filter((e) => e.why === 'failure'),
    ...newestFirst.filter((e) => e.why === 'rare'),
  ].slice(0, MAX_EXAMPLES);
  const order = new Map(newestFirst.map((e, i) => [e, i]));
  return chosen.sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
}

/**
 * Writes `examples` (oldest first) as `<root>/explore-examples.jsonl`, replacing the file whole
 * (written beside it, then renamed: a cancelled run leaves the old file or the new one).
 */
export async function writeExamples(root: string, examples: readonly ExploreExample[]): Promise<void> {
  const file = join(root, EXAMPLES_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, examples.map((e) => `${JSON.stringify(e)}\n`).join(''));
  await rename(temporary, file);
}
