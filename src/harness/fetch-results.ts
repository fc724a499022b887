import { resultsPath } from '../api/paths.ts';
import { resultFileBeforeProcessed } from '../checks/results-only-when-processed.ts';
import type { RequestSpec } from '../client/request-spec.ts';
import type { Exchange } from '../client/types.ts';
import { expectStatus } from '../checks/expect-status.ts';
import { sendResults } from './read-result-file.ts';
import { ResultFile } from './result-lines.ts';
import type { RunContext } from './run-context.ts';
import { submittedUetrs } from './submitted-uetrs.ts';

/** The GET of the result file of `taskId` with the client's default headers (interface.md Endpoints/5). */
function resultsRequest(taskId: string): RequestSpec {
  return { operation: 'bulk-results', method: 'GET', path: resultsPath(taskId) };
}

/**
 * GET the result file of `taskId` with the run's client (interface.md Endpoints/5): a 200 is
 * streamed and its lines judged (reported to the run's findings, see `sendResults`), any other
 * answer read whole; for tests that judge the answer for a task not PROCESSED (A3). The run's
 * checks judge the exchange like any other.
 * @throws TransportError, SizeLimitError, TokenError.
 */
export async function fetchResults(run: RunContext, taskId: string): Promise<Exchange> {
  return (await sendResults(run, resultsRequest(taskId))).exchange;
}

/**
 * GET the result file of `taskId` like {@link fetchResults}, read against the records of
 * `expected` (each submitted record's outcome by uetr, see `ResultFile`) and `withoutUetr`
 * records submitted without a parseable uetr (see ResultFileCheckOptions), keeping only the lines
 * of those records: the exchange and the file.
 * @throws ConformanceFailure of results-200-ndjson when the answer is not 200 (the task is
 * PROCESSED); RateLimited on a 429 after every retry; TransportError, SizeLimitError, TokenError.
 */
export async function fetchResultFile(
  run: RunContext,
  taskId: string,
  expected: ReadonlyMap<string, string>,
  withoutUetr = 0,
): Promise<{ readonly exchange: Exchange; readonly file: ResultFile }> {
  const submitted = submittedUetrs([...expected.keys()]);
  const options = { submitted, keepLines: true, withoutUetr };
  const { exchange, fileCheck } = await sendResults(run, resultsRequest(taskId), options);
  expectStatus('results-200-ndjson', exchange, [200], '200 with the result file of a PROCESSED task');
  if (!fileCheck) throw new Error('unreachable: a 200 is always judged');
  return { exchange, file: new ResultFile(fileCheck, expected) };
}

/**
 * Asserts results-only-when-processed on `exchange`, the results of `what` (a task not
 * PROCESSED: not yet, FAILED or TIMED_OUT), as `resultFileBeforeProcessed` of src/checks judges it
 * (interface.md States and transitions, rule 1).
 * @throws ConformanceFailure of results-only-when-processed on a 200.
 */
export function expectNoResultFile(exchange: Exchange, what: string): void {
  const failure = resultFileBeforeProcessed(exchange, what);
  if (failure) throw failure;
}
