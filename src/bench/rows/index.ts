import type { BenchRow } from '../bench-row.ts';
import { clientVsUndici } from './client-vs-undici.ts';
import { installedPackage } from './installed-package.ts';
import { mainJob } from './main-job.ts';
import { mockStatusVsHttp } from './mock-status-vs-http.ts';
import { rateAuto } from './rate-auto.ts';
import { rateBudget } from './rate-budget.ts';
import { resultFileBuffered100k } from './result-file-buffered-100k.ts';
import { resultFile1m } from './result-file-1m.ts';

/**
 * The rows of `npm run bench`: the rate budget first, then the result files, the client and the
 * mock, the main job, and the installed package last.
 */
export const BENCH_ROWS: readonly BenchRow[] = [
  rateBudget,
  rateAuto,
  resultFile1m,
  resultFileBuffered100k,
  clientVsUndici,
  mockStatusVsHttp,
  mainJob,
  installedPackage,
];
