import type { BenchRow } from '../bench-row.ts';
import { clientVsUndici } from './client-vs-undici.ts';
import { mockStatusVsHttp } from './mock-status-vs-http.ts';

/** The rows of `npm run bench`, in the order of issue 14's table. */
export const BENCH_ROWS: readonly BenchRow[] = [clientVsUndici, mockStatusVsHttp];
