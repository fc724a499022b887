import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedMedia } from './accept.ts';
import { findTaskOrAnswer } from './bulk-status.ts';
import type { MockContext } from '../context.ts';
import { sendProblem } from '../errors/http-io.ts';
import { resultFaults } from '../faults/results.ts';
import { sendResultFile } from '../records/result-file.ts';
import { resultsUnavailable } from './results-unavailable.ts';

/** What the results endpoint serves (A8: application/x-ndjson, application/json or *\/*). */
export const RESULTS_MEDIA: ServedMedia = { mediaTypes: ['application/x-ndjson', 'application/json'] };

/**
 * GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5): the result file of a PROCESSED
 * task (result-file.ts); a 4xx other than 404 with an error body before PROCESSED and for
 * FAILED or TIMED_OUT tasks (A3; results-unavailable.ts).
 */
export function handleResults(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
): void {
  const task = findTaskOrAnswer(ctx, req, res, 'bulk-results', taskId, RESULTS_MEDIA);
  if (!task) return;
  const state = ctx.tasks.stateOf(task);
  if (!resultFaults.served(ctx, state.status, state.status === 'PROCESSED')) {
    sendProblem(ctx, res, resultsUnavailable(ctx, state.status));
    return;
  }
  sendResultFile(ctx, res, task, req.headers.accept);
}
