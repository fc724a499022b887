import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The rules the newest run under `folder` (its newest `<UTC timestamp>/rules.json`) reported
 * failed; undefined when the run wrote no readable rules.json.
 */
export async function failedRulesOf(folder: string): Promise<string[] | undefined> {
  try {
    const stamps = (await readdir(folder, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const newest = stamps.at(-1);
    if (!newest) return undefined;
    const rules = JSON.parse(await readFile(join(folder, newest, 'rules.json'), 'utf8')) as {
      rules: Array<{ id: string; status: string }>;
    };
    return rules.rules.filter((r) => r.status === 'failed').map((r) => r.id);
  } catch {
    return undefined;
  }
}
