import { readFileSync } from 'node:fs';
import { ConfigError } from '../errors.ts';

/**
 * The JSON of file `path`, named `flag` in errors (`--profile`, `--expect-failures`).
 * @throws ConfigError for a file that cannot be read or is not JSON.
 */
export function readJsonFile(path: string, flag: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'not valid JSON' : 'cannot be read';
    throw new ConfigError([`${flag} ${path}: ${why} (${(error as Error).message})`]);
  }
}
