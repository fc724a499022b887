import { resultsPath } from '../api/paths.ts';
import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import type { Exchange } from '../client/types.ts';
import type { RunContext } from './run-context.ts';

/**
 * GET the result file of `taskId` with the run's client and its default headers (interface.md
 * Endpoints/5), buffered: for tests that judge the whole file or the answer for a task not
 * PROCESSED (A3). The run's checks judge the exchange like any other.
 */
export function fetchResults(run: RunContext, taskId: string): Promise<Exchange> {
  return run.client.send({ operation: 'bulk-results', method: 'GET', path: resultsPath(taskId) });
}

/**
 * Asserts results-only-when-processed on `exchange`, the results of `what` (a task not
 * PROCESSED: not yet, FAILED or TIMED_OUT): no result file, that is no 200 (interface.md States
 * and transitions, rule 1: "The result file can only be retrieved after the status is PROCESSED").
 * @throws ConformanceFailure of results-only-when-processed on a 200.
 */
export function expectNoResultFile(exchange: Exchange, what: string): void {
  if (exchange.response.status !== 200) return;
  throw new ConformanceFailure(
    'results-only-when-processed',
    describeResponse(exchange),
    `no result file (not 200) for ${what}`,
    exchange,
  );
}
