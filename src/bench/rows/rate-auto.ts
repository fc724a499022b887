import type { BenchRow } from '../bench-row.ts';
import { suiteAgainstRateLimit } from '../suite-against-mock.ts';

const LIMIT = 30;

/**
 * The suite with `--rate auto` against a provider allowing 30 requests/s over any one-second
 * window, a limit nobody told it (A6): the rate it settled on, as a share of the limit. Met at
 * ≥ 0.8 of the limit.
 */
export const rateAuto: BenchRow = {
  id: 'rate-auto',
  what: 'A provider whose limit nobody told the suite',
  goal: `with --rate auto: ≥ 0.8 of the real limit (${LIMIT}/s), discovered`,
  run: async ({ log }) => {
    const run = await suiteAgainstRateLimit(LIMIT, 'auto');
    const settled = run.autoRate?.settledRate ?? 0;
    const achieved = run.spanMs > 0 ? run.requests / (run.spanMs / 1000) : 0;
    log(
      `${run.requests} requests in ${(run.spanMs / 1000).toFixed(1)} s, ${run.passed}/${run.rules} rules passed`,
    );
    return {
      result: `settled at ${settled} requests/s (${(settled / LIMIT).toFixed(2)} of the limit; first 429 at ${String(run.autoRate?.firstLimitAt ?? '-')}/s), ${run.tooManyRequests} × 429, ${achieved.toFixed(1)} requests/s over the run`,
      met: settled >= 0.8 * LIMIT,
      figures: {
        'settled requests/s': settled,
        'share of limit': settled / LIMIT,
        '429s': run.tooManyRequests,
        'requests/s over the run': achieved,
      },
    };
  },
};
