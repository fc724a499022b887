import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';

/** The pact files (`*.json`) of `dir`, sorted, as paths under `dir`. @throws ConfigError when there are none. */
export function pactFiles(dir: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    // reported below
  }
  if (names.length === 0) {
    throw new ConfigError([
      `no pact files in ${dir}: name a folder of pact files with --pact-dir (in a clone, npm test writes them to reports/pacts/)`,
    ]);
  }
  return names.sort().map((n) => join(dir, n));
}

/** The number of interactions in `files` (pact JSON files); unreadable files count none. */
export function interactionCount(files: readonly string[]): number {
  return files.reduce((sum, file) => {
    try {
      const { interactions } = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: unknown };
      return sum + (Array.isArray(interactions) ? interactions.length : 0);
    } catch {
      return sum;
    }
  }, 0);
}
