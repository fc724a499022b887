import type { Exchange } from '../client/types.ts';
import { isClientErrorButNot404 } from './client-error-not-404.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * results-failed-task-4xx on `exchange`, the answer for the results of a task that ended `state`
 * (`'FAILED'` or `'TIMED_OUT'`; A3: a 4xx other than 404, and no result file; interface.md States
 * and transitions, rule 2: such a file has to be resent): held on a 4xx other than 404.
 */
export function resultsFailedTask4xx(exchange: Exchange, state: string): Verdict {
  return {
    ruleId: 'results-failed-task-4xx',
    holds: isClientErrorButNot404(exchange),
    received: describeResponse(exchange),
    documented: `a 4xx other than 404, and no result file, for a ${state} task`,
  };
}
