import { sampleRecords } from './sample-records.ts';
import type { Exchange } from '../client/types.ts';
import { PATHS, resultsPath, statusPath } from '../api/paths.ts';
import type { BulkSubject } from '../rules/bulk-request-rules.ts';
import type { RunContext } from './run-context.ts';
import { sendResults } from './read-result-file.ts';
import { type BaseRequest, sendVaried, type Variation, variedRequest } from './send.ts';
import { ndjson, providerStateTask } from './tasks.ts';

/**
 * One bulk operation under test (A2, interface.md Endpoints/4-5): its subject (the prefix of its
 * rule ids), how to send a valid request with a variation, what a valid one gets. The suites
 * name the rule each test judges; the operation names none.
 */
export interface BulkOperation {
  readonly subject: BulkSubject;
  readonly send: (run: RunContext, variation: Variation) => Promise<Exchange>;
  /** Statuses a valid request gets (200 for the GETs, 202 for the submission). */
  readonly okStatuses: readonly number[];
  /** Methods A16 expects 405 for. */
  readonly otherMethods: readonly string[];
}

/** A bulk GET operation under test, with the taskId of its path as a parameter. */
export interface TaskPathOperation extends BulkOperation {
  readonly subject: 'status' | 'results';
  readonly send: (run: RunContext, variation: Variation, taskId?: string) => Promise<Exchange>;
  /** The run's task in provider state PROCESSED (made once, or the configured one). */
  readonly taskId: (run: RunContext) => Promise<string>;
}

/** Statuses that accept a submission for the purpose of other rules (A2 fixes 202; judged by its own rule). */
export const ACCEPTED_SUBMISSION = [200, 201, 202] as const;

/** The run's task in provider state PROCESSED: configured, or submitted and polled once (A9). */
export function processedTaskId(run: RunContext): Promise<string> {
  return providerStateTask(run, 'PROCESSED');
}

/**
 * Sends `base` (a results request) as `variation` changes it: a 200 is streamed and its lines
 * judged (any size up to `maxStreamBytes`, see `sendResults`), any other answer read whole.
 */
async function sendResultsVaried(
  run: RunContext,
  base: BaseRequest,
  variation: Variation,
): Promise<Exchange> {
  const { client, spec } = variedRequest(run, base, variation);
  return (await sendResults(run, spec, { client })).exchange;
}

function taskPathOperation(subject: 'status' | 'results'): TaskPathOperation {
  const operation = subject === 'status' ? 'bulk-status' : 'bulk-results';
  const pathOf = subject === 'status' ? statusPath : resultsPath;
  const send = subject === 'status' ? sendVaried : sendResultsVaried;
  return {
    subject,
    okStatuses: [200],
    otherMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    taskId: processedTaskId,
    send: async (run: RunContext, variation: Variation, taskId?: string) =>
      send(
        run,
        { operation, method: 'GET', path: pathOf(taskId ?? (await processedTaskId(run))) },
        variation,
      ),
  };
}

/** The bulk status endpoint under test (interface.md Endpoints/4). */
export const statusOperation = (): TaskPathOperation => taskPathOperation('status');

/**
 * The bulk results endpoint under test (interface.md Endpoints/5): a result file of any size up
 * to `maxStreamBytes` is streamed and judged line by line, never held whole.
 */
export const resultsOperation = (): TaskPathOperation => taskPathOperation('results');

/** The bulk submission under test, and how to send it another body. */
export interface SubmitOperation extends BulkOperation {
  readonly sendBody: (run: RunContext, variation: Variation, body: string) => Promise<Exchange>;
}

/**
 * The bulk submission under test (A2): a valid file of two generated records with
 * `Content-Type: application/x-ndjson`, or `body` instead. Accepted = any 2xx.
 */
export function submitOperation(): SubmitOperation {
  const sendBody = (run: RunContext, variation: Variation, body: string) =>
    sendVaried(
      run,
      {
        operation: 'bulk-submit',
        method: 'POST',
        path: PATHS.bulk,
        headers: { 'Content-Type': 'application/x-ndjson' },
        body,
      },
      variation,
    );
  return {
    subject: 'submit',
    okStatuses: ACCEPTED_SUBMISSION,
    otherMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    send: (run, variation) => sendBody(run, variation, ndjson(sampleRecords(run, 2))),
    sendBody,
  };
}
