import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../errors.ts';

/** `YYYY-MM-DDTHH-MM-SSZ` of `date` in UTC: a folder name valid on every file system. */
export function reportStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Creates `<root>/<UTC stamp>/` (or `<stamp>-<n>` when taken) and returns its path.
 * @throws ToolError when no folder can be created under `root`.
 */
export async function uniqueReportDir(root: string, startedAt: Date): Promise<string> {
  const stamp = reportStamp(startedAt);
  try {
    await mkdir(root, { recursive: true });
    for (let n = 0; ; n += 1) {
      const dir = join(root, n === 0 ? stamp : `${stamp}-${n}`);
      try {
        await mkdir(dir);
        return dir;
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
    }
  } catch (error) {
    throw new ToolError(`cannot create a report folder under ${root}`, { cause: error });
  }
}
