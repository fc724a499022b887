import { request } from 'undici';
import split2 from 'split2';
import { resultsPath } from '../../api/paths.ts';
import { alternate } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';
import { benchTarget } from '../bench-target.ts';
import { childRead } from '../child-read.ts';
import { readLikeLifecycle } from '../result-file-reads.ts';
import { benchTaskId, resultFileSize, startResultFileServer } from '../result-file-server.ts';

const LINES = 1_000_000;
const SMALL = 100_000;
/** Longest child read, ms. */
const CHILD_TIMEOUT_MS = 180_000;

/** The bare baseline: the same bytes over HTTP, undici's `request`, split2 and JSON.parse on each line. Returns lines/s. */
async function bareRead(url: string, lines: number): Promise<number> {
  const started = performance.now();
  const { body } = await request(url, { headers: { authorization: 'Bearer bench-token' } });
  let read = 0;
  for await (const line of body.pipe(split2()) as AsyncIterable<string>) {
    if (line === '') continue;
    JSON.parse(line);
    read += 1;
  }
  if (read !== lines) throw new Error(`bare read ${read} of ${lines} lines`);
  return read / ((performance.now() - started) / 1000);
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * Row "1M-line result file, the path the suites use": a file of 1M valid Plus result records
 * served over HTTP by a local target, read as the bulk lifecycle suite reads it (streamed through
 * the ResultFileCheck: every line validated, every uetr counted) side by side with a bare split2 +
 * JSON.parse loop over the same bytes, rounds alternated; then the peak RSS of the same read at 1M
 * and at 100k lines, each in a child process of its own.
 */
export const resultFile1m: BenchRow = {
  id: 'result-file-1m',
  what: '1M-line result file, the path the suites use',
  goal: '≥ 0.7× bare split2 + JSON.parse; peak RSS at 1M ≤ 1.2× the 100k run',
  run: async ({ quick, log }) => {
    const server = await startResultFileServer([SMALL, LINES]);
    const target = benchTarget(server.baseUrl);
    try {
      log(`file: ${LINES} lines, ${mib(resultFileSize(LINES))} MiB`);
      const url = (lines: number) => `${server.baseUrl}${resultsPath(benchTaskId(lines))}`;
      const suite = async (lines: number) => {
        const started = performance.now();
        return (await readLikeLifecycle(target.run, lines)) / ((performance.now() - started) / 1000);
      };
      await suite(SMALL);
      await bareRead(url(SMALL), SMALL);
      const rounds = quick ? 2 : 5;
      const medians = await alternate(rounds, {
        suite: () => suite(LINES),
        bare: () => bareRead(url(LINES), LINES),
      });
      log(`side by side: suite ${Math.round(medians.suite)}, bare ${Math.round(medians.bare)} lines/s`);
      const small = await childRead('lifecycle', server.baseUrl, SMALL, CHILD_TIMEOUT_MS);
      const large = await childRead('lifecycle', server.baseUrl, LINES, CHILD_TIMEOUT_MS);
      const ratio = medians.suite / medians.bare;
      const rssRatio = large.maxRssBytes / small.maxRssBytes;
      return {
        result: `${ratio.toFixed(2)}× bare (${Math.round(medians.suite)} vs ${Math.round(medians.bare)} lines/s); peak RSS ${mib(large.maxRssBytes)} MiB at 1M, ${rssRatio.toFixed(2)}× the 100k run (${mib(small.maxRssBytes)} MiB)`,
        met: ratio >= 0.7 && rssRatio <= 1.2,
        figures: {
          'suite lines/s': medians.suite,
          'bare lines/s': medians.bare,
          'ratio to bare': ratio,
          'peak RSS 1M bytes': large.maxRssBytes,
          'peak RSS 100k bytes': small.maxRssBytes,
          'RSS ratio 1M/100k': rssRatio,
        },
      };
    } finally {
      await target.close();
      await server.close();
    }
  },
};
