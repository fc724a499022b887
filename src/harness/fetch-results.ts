import { resultsPath } from '../api/paths.ts';
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
