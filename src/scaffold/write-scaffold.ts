import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ScaffoldFile } from './scaffold-files.ts';

/** What `writeScaffold` did with one file. */
export interface ScaffoldOutcome {
  readonly file: ScaffoldFile;
  /** `created`, `overwritten` (with force), `kept` (it exists, no force), `appended` (lines added), `unchanged` (lines already there). */
  readonly done: 'created' | 'overwritten' | 'kept' | 'appended' | 'unchanged';
}

/**
 * Writes `files` under the folder `root` (made when missing, with the files' folders). A `create`
 * file that exists is kept unless `force`; a `lines` file gets only the lines it lacks, created
 * when missing. Returns what was done with each, in order.
 * @throws the file system's error (EACCES, ENOTDIR, …) when a file cannot be written.
 */
export function writeScaffold(
  root: string,
  files: readonly ScaffoldFile[],
  force: boolean,
): ScaffoldOutcome[] {
  return files.map((file) => {
    const path = join(root, ...file.path.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    const exists = existsSync(path);
    if (file.how === 'lines') {
      const present = exists ? readFileSync(path, 'utf8') : '';
      const have = new Set(present.split(/\r?\n/).map((line) => line.trim()));
      const missing = file.text.split('\n').filter((line) => line !== '' && !have.has(line));
      if (missing.length === 0) return { file, done: 'unchanged' };
      const separator = present === '' || present.endsWith('\n') ? '' : '\n';
      writeFileSync(path, `${present}${separator}${missing.join('\n')}\n`);
      return { file, done: exists ? 'appended' : 'created' };
    }
    if (exists && !force) return { file, done: 'kept' };
    writeFileSync(path, file.text);
    return { file, done: exists ? 'overwritten' : 'created' };
  });
}
