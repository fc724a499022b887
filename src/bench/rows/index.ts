import type { BenchRow } from '../bench-row.ts';
import { mainJob } from './main-job.ts';

/** The rows of `npm run bench`, in the order of issue 14's table. */
export const BENCH_ROWS: readonly BenchRow[] = [mainJob];
