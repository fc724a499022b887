import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { redactor } from '../output/redactor.ts';

/**
 * Rewrites every file under `dir` through the redactor (reports, pact files), so that a
 * secret that reached a report by any path is replaced by `<redacted>`. Returns the number
 * of files changed.
 */
export async function scrubFiles(dir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, 'utf8');
    const clean = redactor.redact(text);
    if (clean !== text) {
      await writeFile(path, clean);
      changed += 1;
    }
  }
  return changed;
}
