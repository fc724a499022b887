import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CHILD = fileURLToPath(new URL('result-file-child.ts', import.meta.url));

/** What one child read measured: lines read, read time (ms), the child's peak resident set (bytes). */
export interface ChildRead {
  readonly lines: number;
  readonly ms: number;
  readonly maxRssBytes: number;
}

/**
 * Reads the bench file of `lines` lines from `baseUrl` in a child process of its own
 * (src/bench/result-file-child.ts, `mode` as it takes), so its peak memory is its own.
 * @throws Error when the child fails or runs over `timeoutMs` (ms).
 */
export async function childRead(
  mode: 'lifecycle' | 'results',
  baseUrl: string,
  lines: number,
  timeoutMs: number,
): Promise<ChildRead> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', CHILD, mode, baseUrl, String(lines)],
    { timeout: timeoutMs, maxBuffer: 1024 * 1024 },
  );
  const last = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as ChildRead;
}
