import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';

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

/**
 * Reads `<cwd>/.env` into `env` when the file exists; a variable already set wins (as dotenv's
 * `config` does). The file is opened without blocking and checked to be a regular file of at
 * most `DOTENV_MAX_BYTES` bytes, so that a FIFO or a device named `.env` cannot hang the run.
 * Returns undefined when all went well or there is no `.env`, else one line naming `.env`, its
 * folder and the reason (`EISDIR`-like kinds, `EACCES`, too large): the caller reports it as a
 * configuration error (exit 2). Never throws.
 */
export function loadDotenvFile(cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const path = join(cwd, '.env');
  const fail = (reason: string) =>
    `.env in ${cwd} cannot be read: ${reason} (fix or remove it; it should hold VAR=value lines)`;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return code(error) === 'ENOENT' ? undefined : fail(code(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return fail(`it is ${kindOf(stats)}`);
    const content = readCapped(fd);
    if (content === undefined) return fail(`larger than ${DOTENV_MAX_BYTES} bytes`);
    for (const [name, value] of Object.entries(parse(content))) {
      if (!Object.hasOwn(env, name)) env[name] = value;
    }
    return undefined;
  } catch (error) {
    return fail(code(error));
  } finally {
    closeSync(fd);
  }
}
