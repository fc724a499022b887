import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';
import { isBlank } from './variables.ts';

/** Largest `.env` read, bytes: a file of VAR=value lines, not a data file. */
export const DOTENV_MAX_BYTES = 1_048_576;

function code(error: unknown): string {
  const value = (error as { code?: unknown }).code;
  return typeof value === 'string' ? value : 'error';
}

function kindOf(stats: ReturnType<typeof fstatSync>): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** Reads at most `DOTENV_MAX_BYTES` of the open file `fd`; undefined when it holds more. */
function readCapped(fd: number): Buffer | undefined {
  const buffer = Buffer.alloc(DOTENV_MAX_BYTES + 1);
  let length = 0;
  for (;;) {
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
    if (length > DOTENV_MAX_BYTES) return undefined;
  }
  return buffer.subarray(0, length);
}

/** What reading `.env` did: the variables it set, or the one problem that kept it from being read. */
export interface DotenvOutcome {
  /** The names of the variables whose value came from `.env` (those already set are not among them). */
  readonly names: ReadonlySet<string>;
  /** One line naming `.env`, its folder and the reason it cannot be read; absent when all went well. */
  readonly problem?: string;
}

/**
 * Reads `<cwd>/.env` into `env` when the file exists; a variable already set wins (as dotenv's
 * `config` does), unless it is empty or blank, which counts as unset; an empty value in `.env`
 * sets nothing (a copied `.env.example` has only empty ones). The file is opened without
 * blocking and checked to be a regular file of at most `DOTENV_MAX_BYTES` bytes, so that a FIFO
 * or a device named `.env` cannot hang the run. Returns the names set from the file (so that a
 * problem with one of their values can say it came from `.env`), and, when the file exists but
 * cannot be read, one line naming `.env`, its folder and the reason (`EISDIR`-like kinds,
 * `EACCES`, too large): the caller reports it as a configuration error (exit 2). Never throws.
 */
export function loadDotenvFile(cwd: string, env: NodeJS.ProcessEnv): DotenvOutcome {
  const path = join(cwd, '.env');
  const none: ReadonlySet<string> = new Set();
  const fail = (reason: string) => ({
    names: none,
    problem: `.env in ${cwd} cannot be read: ${reason} (fix or remove it; it should hold VAR=value lines)`,
  });
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return code(error) === 'ENOENT' ? { names: none } : fail(code(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return fail(`it is ${kindOf(stats)}`);
    const content = readCapped(fd);
    if (content === undefined) return fail(`larger than ${DOTENV_MAX_BYTES} bytes`);
    const names = new Set<string>();
    for (const [name, value] of Object.entries(parse(content))) {
      if (isBlank(value) || !isBlank(env[name])) continue;
      env[name] = value;
      names.add(name);
    }
    return { names };
  } catch (error) {
    return fail(code(error));
  } finally {
    closeSync(fd);
  }
}
