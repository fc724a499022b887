import type { Exchange } from '../client/types.ts';
import { isClientErrorButNot404 } from './client-error-not-404.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * results-before-processed-4xx on `exchange`, the answer for the results of a task not yet
 * PROCESSED (A3: a 4xx other than 404, with an error body; interface.md States and transitions,
 * rule 1: "The result file can only be retrieved after the status is PROCESSED"): held on a 4xx
 * other than 404. A 200 breaks results-only-when-processed first (`resultFileBeforeProcessed`).
 */
export function resultsBeforeProcessed4xx(exchange: Exchange): Verdict {
  return {
    ruleId: 'results-before-processed-4xx',
    holds: isClientErrorButNot404(exchange),
    received: describeResponse(exchange),
    documented: 'a 4xx other than 404, with an error body',
  };
}
