import { bulkRecordByName } from '../../generators/bulk-record.ts';
import type { Exchange } from '../client/types.ts';
import { PATHS, resultsPath, statusPath } from '../api/paths.ts';
import type { BulkTarget, Variation } from './bulk-request-tests.ts';
import { sampleWithSeed } from './sample.ts';
import { sendVaried } from './send.ts';
import { ndjson, taskIn } from './tasks.ts';

/** A bulk GET operation under test, with the taskId of its path as a parameter. */
export interface TaskPathTarget {
  readonly subject: 'status' | 'results';
  readonly send: (variation: Variation, taskId?: string) => Promise<Exchange>;
  /** An existing PROCESSED task of the run (made once, or the pre-seeded one). */
  readonly taskId: () => Promise<string>;
}

/** Statuses that accept a submission for the purpose of other rules (A2 fixes 202; judged by its own rule). */
export const ACCEPTED_SUBMISSION = [200, 201, 202] as const;

/** A PROCESSED task of the run: pre-seeded, or submitted and polled once (A9). */
export async function processedTaskId(): Promise<string> {
  const [record] = sampleWithSeed(bulkRecordByName(), 1);
  if (!record) throw new Error('no record sampled');
  return taskIn(undefined, 'PROCESSED', record);
}

function taskPathTarget(subject: 'status' | 'results'): TaskPathTarget & BulkTarget {
  const operation = subject === 'status' ? 'bulk-status' : 'bulk-results';
  const pathOf = subject === 'status' ? statusPath : resultsPath;
  return {
    subject,
    okStatuses: [200],
    otherMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    taskId: processedTaskId,
    send: async (variation: Variation, taskId?: string) =>
      sendVaried({ operation, method: 'GET', path: pathOf(taskId ?? (await processedTaskId())) }, variation),
  };
}

/** The bulk status endpoint under test (interface.md Endpoints/4). */
export const statusTarget = (): TaskPathTarget & BulkTarget => taskPathTarget('status');

/** The bulk results endpoint under test (interface.md Endpoints/5). */
export const resultsTarget = (): TaskPathTarget & BulkTarget => taskPathTarget('results');

/**
 * The bulk submission under test (A2): a valid file of two generated records with
 * `Content-Type: application/x-ndjson`, or `body` instead. Accepted = any 2xx.
 */
export function submitTarget(): BulkTarget & {
  sendBody: (variation: Variation, body: string) => Promise<Exchange>;
} {
  const sendBody = (variation: Variation, body: string) =>
    sendVaried(
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
    send: (variation) => sendBody(variation, ndjson(sampleWithSeed(bulkRecordByName(), 2))),
    sendBody,
  };
}
