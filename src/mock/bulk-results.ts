import type { IncomingMessage, ServerResponse } from 'node:http';
import { findTaskOrAnswer } from './bulk-status.ts';
import type { MockContext } from './context.ts';
import { sendProblem } from './http-io.ts';
import { httpProblem } from './problem.ts';

/** Media types the results endpoint serves (A8: application/x-ndjson, application/json or *\/*). */
export const RESULTS_MEDIA_TYPES = ['application/x-ndjson', 'application/json'] as const;

/**
 * GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5): 200 NDJSON with
 * `Content-Disposition` naming `<taskId>.ndjson`; 409 before PROCESSED and for FAILED
 * or TIMED_OUT tasks (A3: any 4xx but 404, never a result file).
 */
export function handleResults(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
): void {
  const task = findTaskOrAnswer(ctx, req, res, 'results', taskId, RESULTS_MEDIA_TYPES);
  if (!task) return;
  const state = ctx.tasks.stateOf(task);
  if (state.status !== 'PROCESSED' && !ctx.breaks('results-only-when-processed')) {
    sendProblem(
      ctx,
      res,
      httpProblem(409, 'RESULTS_NOT_AVAILABLE', `The task is ${state.status}; no result file exists.`),
    );
    return;
  }
  const body = task.resultLines.map((line) => `${line}\n`).join('');
  const headers: Record<string, string | number> = {
    'Content-Type': ctx.breaks('results-content-type-ndjson') ? 'application/json' : 'application/x-ndjson',
    'Content-Length': Buffer.byteLength(body),
  };
  if (!ctx.breaks('results-content-disposition')) {
    headers['Content-Disposition'] = `attachment; filename="${task.taskId}.ndjson"`;
  }
  res.writeHead(200, headers);
  res.end(body);
}
