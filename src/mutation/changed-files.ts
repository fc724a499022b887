/**
 * Which code `npm run mutation:changed` mutates (pure; the git calls are `changed.ts`): the lines
 * of src/mock (outside faults/ and choices/) changed since the merge base with origin/main, else
 * since HEAD~1, else, when nothing there changed, one small fixed module.
 */

/** Mutated when no file of the mock changed: small (about 20 mutants), and reached by every choice set. */
export const FALLBACK_MODULE = 'src/mock/bulk/uuid-acceptance.ts';

/** The files stryker.config.mjs mutates: src/mock/**\/*.ts but faults/ and choices/. */
const MUTATED = /^src\/mock\/(?!faults\/|choices\/).+\.ts$/;

/** True when Stryker mutates `path` (relative to the repository, `/`-separated). */
export function isMutatedFile(path: string): boolean {
  return MUTATED.test(path);
}

/** Changed lines of one file, 1-based and inclusive; `whole` when the file is new. */
export interface FileChange {
  readonly file: string;
  readonly ranges: ReadonlyArray<readonly [number, number]> | 'whole';
}

/**
 * The changed files and their changed lines from `git diff --unified=0` output: each `+++ b/<file>`
 * starts a file, each `@@ -a,b +c,d @@` hunk adds lines c to c+d-1 (d absent: one line; d = 0: a
 * deletion, nothing to mutate there); a file whose old side is `/dev/null` is new and mutated
 * whole. Deleted files (`+++ /dev/null`) are left out.
 */
export function parseUnifiedDiff(diff: string): FileChange[] {
  const changes: Array<{ file: string; ranges: Array<[number, number]> | 'whole' }> = [];
  let current: { file: string; ranges: Array<[number, number]> | 'whole' } | undefined;
  let newFile = false;
  for (const line of diff.split('\n')) {
    if (line.startsWith('--- ')) {
      newFile = line === '--- /dev/null';
      continue;
    }
    if (line.startsWith('+++ ')) {
      const path = line.slice(4);
      current = path.startsWith('b/') ? { file: path.slice(2), ranges: newFile ? 'whole' : [] } : undefined;
      if (current) changes.push(current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && current && current.ranges !== 'whole') {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      if (count > 0) current.ranges.push([start, start + count - 1]);
    }
  }
  return changes;
}

/** The changes Stryker would mutate: files it mutates, with at least one changed line. */
export function mutatedChanges(changes: readonly FileChange[]): FileChange[] {
  return changes
    .filter((c) => isMutatedFile(c.file) && (c.ranges === 'whole' || c.ranges.length > 0))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Stryker's `--mutate` patterns for `changes`: `file` or `file:start-end` per changed range. */
export function mutatePatterns(changes: readonly FileChange[]): string[] {
  return changes.flatMap((c) =>
    c.ranges === 'whole' ? [c.file] : c.ranges.map(([start, end]) => `${c.file}:${start}-${end}`),
  );
}

/** One way of finding the changes: what it compares with, and its diff (undefined: the ref is missing). */
export interface ChangeSource {
  readonly since: string;
  readonly diff: string | undefined;
}

/** What to mutate, and why. */
export interface Selection {
  /** What the changes are counted from, or `fallback`. */
  readonly since: string;
  readonly changes: readonly FileChange[];
  readonly patterns: readonly string[];
}

/**
 * The first source, in order, whose diff changes a mutated file (the merge base with origin/main,
 * then HEAD~1); when none does, the fallback module, whole.
 */
export function selectChanges(sources: readonly ChangeSource[]): Selection {
  for (const source of sources) {
    if (source.diff === undefined) continue;
    const changes = mutatedChanges(parseUnifiedDiff(source.diff));
    if (changes.length > 0) return { since: source.since, changes, patterns: mutatePatterns(changes) };
  }
  const fallback: FileChange = { file: FALLBACK_MODULE, ranges: 'whole' };
  return { since: 'fallback', changes: [fallback], patterns: mutatePatterns([fallback]) };
}
