import type { BenchRow } from '../bench-row.ts';
import { suiteAgainstRateLimit } from '../suite-against-mock.ts';

const BUDGET = 20;

/**
 * The suite told `--rate 20` against a provider allowing 20 requests/s over any one-second
 * window (the mock's `--rate-limit`, A6): requests/s achieved over the run, as a share of the
 * budget, and the 429s. Met at ≥ 0.9 of the budget and no 429.
 */
export const rateBudget: BenchRow = {
  id: 'rate-budget',
  what: `The suite told --rate ${BUDGET}, against a provider that allows ${BUDGET} requests/s`,
  goal: '≥ 0.9 of the budget, 0 × 429',
  run: async ({ log }) => {
    const run = await suiteAgainstRateLimit(BUDGET, String(BUDGET));
    const achieved = run.spanMs > 0 ? run.requests / (run.spanMs / 1000) : 0;
    log(
      `${run.requests} requests in ${(run.spanMs / 1000).toFixed(1)} s, ${run.passed}/${run.rules} rules passed`,
    );
    const share = achieved / BUDGET;
    return {
      result: `${achieved.toFixed(1)} requests/s (${share.toFixed(2)} of the budget), ${run.tooManyRequests} × 429`,
      met: share >= 0.9 && run.tooManyRequests === 0,
      figures: { 'requests/s': achieved, 'share of budget': share, '429s': run.tooManyRequests },
    };
  },
};
