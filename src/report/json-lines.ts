import { open } from 'node:fs/promises';

/**
 * The values of the JSON-lines file `file` that `accept` takes, in file order, read from at most
 * its last `maxBytes` bytes (a line cut by that start, a line that is not JSON and a value
 * `accept` refuses are skipped). None when the file does not exist. What `history.jsonl` and the
 * exploration's example database are read with.
 */
export async function readJsonLines<T>(
  file: string,
  maxBytes: number,
  accept: (value: unknown) => value is T,
): Promise<T[]> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return [];
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, maxBytes);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer
      .toString('utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          const value: unknown = JSON.parse(line);
          return accept(value) ? [value] : [];
        } catch {
          return [];
        }
      });
  } finally {
    await handle.close();
  }
}
