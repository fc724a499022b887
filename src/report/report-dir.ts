import { mkdir, mkdtemp, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ToolError } from '../errors.ts';

/** Longest time the report folder checks may take, ms (a hung network file system ends here). */
export const REPORT_DIR_DEADLINE_MS = 10_000;

/** Most `<stamp>-<n>` names tried when the plain stamp is taken. */
const MAX_NAME_ATTEMPTS = 100;

/** `YYYY-MM-DDTHH-MM-SSZ` of `date` in UTC: a folder name valid on every file system. */
export function reportStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/** The reason a folder was not made, one line: `ENOTDIR: /etc/passwd is not a folder`. */
class FolderProblem extends Error {}

async function isFolder(path: string): Promise<boolean> {
  try {
    if ((await stat(path)).isDirectory()) return true;
    throw new FolderProblem(`ENOTDIR: ${path} is not a folder`);
  } catch (error) {
    if (error instanceof FolderProblem) throw error;
    // ENOTDIR: some parent is a file; the walk up finds and names it.
    if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return false;
    throw new FolderProblem(`${codeOf(error)}: cannot look at ${path}`);
  }
}

/**
 * Makes `path` and its missing parents one at a time, nearest the root first. Not
 * `mkdir({ recursive: true })`: on procfs `mkdir` answers ENOENT for a folder whose parent
 * exists, and Node's recursive mkdir then retries the parent and the child for ever.
 */
async function makeFolders(path: string): Promise<void> {
  const missing: string[] = [];
  for (let at = resolve(path); !(await isFolder(at)); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing) {
    try {
      await mkdir(folder);
    } catch (error) {
      // Made meanwhile by another run: fine when it is a folder now.
      if (codeOf(error) === 'EEXIST' && (await isFolder(folder))) continue;
      const hint = codeOf(error) === 'ENOENT' ? ' (this file system takes no new folders)' : '';
      throw new FolderProblem(`${codeOf(error)}: cannot create ${folder}${hint}`);
    }
  }
}

/** Proves a folder can be made in `root` by making one and removing it. */
async function probeWritable(root: string): Promise<void> {
  let probe: string;
  try {
    probe = await mkdtemp(join(root, '.vopc-write-test-'));
  } catch (error) {
    const hint = codeOf(error) === 'ENOENT' ? ' (this file system takes no new folders)' : '';
    throw new FolderProblem(`${codeOf(error)}: cannot create a folder in ${root}${hint}`);
  }
  await rmdir(probe).catch(() => undefined);
}

async function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FolderProblem(`ETIMEDOUT: ${what} took over ${REPORT_DIR_DEADLINE_MS} ms`)),
      REPORT_DIR_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why no report folder can be made under `root`, in one line (`ENOTDIR: /etc/passwd is not a
 * folder`, `EACCES: cannot create a folder in /x`), or undefined when one can. Makes `root` (and
 * its missing parents) as a side effect, within `REPORT_DIR_DEADLINE_MS`. Never throws.
 */
export async function reportRootProblem(root: string): Promise<string | undefined> {
  try {
    await withinDeadline(
      makeFolders(root).then(() => probeWritable(root)),
      `checking ${root}`,
    );
    return undefined;
  } catch (error) {
    return error instanceof FolderProblem ? error.message : codeOf(error);
  }
}

/**
 * Creates `<root>/<UTC stamp>/` (or `<stamp>-<n>` when taken) and returns its path.
 * @throws ToolError with the reason when no folder can be created under `root`.
 */
export async function uniqueReportDir(root: string, startedAt: Date): Promise<string> {
  const stamp = reportStamp(startedAt);
  const problem = await reportRootProblem(root);
  if (problem !== undefined) throw new ToolError(`cannot create a report folder under ${root}: ${problem}`);
  for (let n = 0; n < MAX_NAME_ATTEMPTS; n += 1) {
    const dir = join(root, n === 0 ? stamp : `${stamp}-${n}`);
    try {
      await mkdir(dir);
      return dir;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST')
        throw new ToolError(`cannot create the report folder ${dir}: ${codeOf(error)}`, { cause: error });
    }
  }
  throw new ToolError(`cannot create a report folder under ${root}: ${MAX_NAME_ATTEMPTS} names taken`);
}
