import type { Exchange } from '../client/types.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/**
 * results-only-when-processed on `exchange`, the answer for the results of `what` (a task not
 * PROCESSED: not yet, FAILED or TIMED_OUT): no result file, that is no 200 (interface.md States
 * and transitions, rule 1: "The result file can only be retrieved after the status is
 * PROCESSED"). The failure on a 200; undefined otherwise.
 */
export function resultFileBeforeProcessed(exchange: Exchange, what: string): ConformanceFailure | undefined {
  if (exchange.response.status !== 200) return undefined;
  return new ConformanceFailure(
    'results-only-when-processed',
    describeResponse(exchange),
    `no result file (not 200) for ${what}`,
    exchange,
  );
}
