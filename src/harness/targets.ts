import { bulkRecordByName } from '../../generators/bulk-record.ts';
import type { Exchange } from '../client/types.ts';
import { PATHS, resultsPath, statusPath } from '../api/paths.ts';
import type { BulkTarget, Variation } from './bulk-request-tests.ts';
import {
  RESULTS_RULES,
  STATUS_RULES,
  SUBMIT_RULES,
  type TaskPathRuleIds,
} from '../rules/operation-rule-ids.ts';
import type { RunContext } from './run-context.ts';
import { sampleWithSeed } from './sample.ts';
import { sendResults } from './read-result-file.ts';
import { type BaseRequest, sendVaried, variedRequest } from './send.ts';
import { ndjson, providerStateTask } from './tasks.ts';

/** A bulk GET operation under test, with the taskId of its path as a parameter. */
export interface TaskPathTarget {
  readonly subject: 'status' | 'results';
  /** Its request rules, keyed by requirement: those of every bulk operation, Accept and the `{taskId}` path. */
  readonly rules: TaskPathRuleIds;
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

function taskPathTarget(subject: 'status' | 'results'): TaskPathTarget & BulkTarget {
  const operation = subject === 'status' ? 'bulk-status' : 'bulk-results';
  const pathOf = subject === 'status' ? statusPath : resultsPath;
  const send = subject === 'status' ? sendVaried : sendResultsVaried;
  return {
    subject,
    rules: subject === 'status' ? STATUS_RULES : RESULTS_RULES,
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
export const statusTarget = (): TaskPathTarget & BulkTarget => taskPathTarget('status');

/**
 * The bulk results endpoint under test (interface.md Endpoints/5): a result file of any size up
 * to `maxStreamBytes` is streamed and judged line by line, never held whole.
 */
export const resultsTarget = (): TaskPathTarget & BulkTarget => taskPathTarget('results');

/** The bulk submission under test, and how to send it another body. */
export interface SubmitTarget extends BulkTarget {
  readonly sendBody: (run: RunContext, variation: Variation, body: string) => Promise<Exchange>;
}

/**
 * The bulk submission under test (A2): a valid file of two generated records with
 * `Content-Type: application/x-ndjson`, or `body` instead. Accepted = any 2xx.
 */
export function submitTarget(): SubmitTarget {
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
    rules: SUBMIT_RULES,
    okStatuses: ACCEPTED_SUBMISSION,
    otherMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    send: (run, variation) => sendBody(run, variation, ndjson(sampleWithSeed(run, bulkRecordByName(), 2))),
    sendBody,
  };
}
