import { DEFAULT_EXCHANGE_BOUNDS } from '../../client/exchange-bounds.ts';
import type { BenchRow } from '../bench-row.ts';
import { childRead } from '../child-read.ts';
import { resultFileSize, startResultFileServer } from '../result-file-server.ts';

const LINES = 100_000;
const SMALL = 10_000;
/** Longest child read, ms. */
const CHILD_TIMEOUT_MS = 120_000;

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Row "100k-line result file on the buffered path": a file of 100k valid Plus result records
 * (over the 16 MiB buffered cap, `maxBodyBytes`) read as suites/results.suite.ts reads it
 * (`resultsOperation().send`) and as the record properties do (`fetchResultFile`), each a 200
 * streamed and judged, in a child process; the same at 10k lines in another, for the memory. Met
 * when both complete without error (formerly a SizeLimitError at 16 MiB) and the peak RSS at 100k
 * lines is at most 1.2× the 10k run's (flat memory).
 */
export const resultFileBuffered100k: BenchRow = {
  id: 'result-file-buffered-100k',
  what: '100k-line result file on the buffered path (results.suite, record properties)',
  goal: 'streams, any size up to the configured cap; flat memory',
  run: async ({ log }) => {
    const bytes = resultFileSize(LINES);
    if (bytes <= DEFAULT_EXCHANGE_BOUNDS.maxBodyBytes)
      throw new Error('the bench file must be over maxBodyBytes');
    const server = await startResultFileServer([SMALL, LINES]);
    try {
      log(
        `file: ${LINES} lines, ${mib(bytes)} MiB (maxBodyBytes ${mib(DEFAULT_EXCHANGE_BOUNDS.maxBodyBytes)} MiB)`,
      );
      const small = await childRead('results', server.baseUrl, SMALL, CHILD_TIMEOUT_MS);
      const large = await childRead('results', server.baseUrl, LINES, CHILD_TIMEOUT_MS);
      const linesPerSecond = large.lines / (large.ms / 1000);
      const rssRatio = large.maxRssBytes / small.maxRssBytes;
      return {
        result: `streamed and judged: ${Math.round(linesPerSecond)} lines/s; peak RSS ${mib(large.maxRssBytes)} MiB, ${rssRatio.toFixed(2)}× the 10k run (${mib(small.maxRssBytes)} MiB)`,
        met: rssRatio <= 1.2,
        figures: {
          'lines/s': linesPerSecond,
          'peak RSS 100k bytes': large.maxRssBytes,
          'peak RSS 10k bytes': small.maxRssBytes,
          'RSS ratio 100k/10k': rssRatio,
        },
      };
    } finally {
      await server.close();
    }
  },
};
