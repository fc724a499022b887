import type { IncomingMessage, ServerResponse } from 'node:http';
import { isUuid } from '../schemas/formats.ts';
import { authorize, checkBulkHeaders } from './bulk-guard.ts';
import type { MockContext } from './context.ts';
import { sendProblem } from './http-io.ts';
import { formatError, httpProblem, type Problem } from './problem.ts';
import type { Task } from './task-store.ts';

/**
 * The checks both bulk GET endpoints share, in the mock's order: bearer token (401, 403),
 * headers (400), Accept (406), taskId (400 INVALID_FIELD), existence (404, A4).
 * Returns the task, or undefined after answering with the problem.
 */
export function findTaskOrAnswer(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  subject: string,
  taskId: string,
  mediaTypes: readonly string[],
): Task | undefined {
  const guard = authorize(ctx, req, subject, true);
  let problem: Problem | undefined =
    'problem' in guard ? guard.problem : checkBulkHeaders(ctx, req, subject, mediaTypes);
  if (!problem && !isUuid(taskId) && !ctx.breaks(`${subject}-taskid-uuid`)) {
    // The wrong-title fault answers the right status with another functional title.
    const title = ctx.breaks(`${subject}-taskid-uuid/wrong-title`) ? 'INVALID_REQUEST' : 'INVALID_FIELD';
    problem = formatError(title, 'The taskId must be a UUID.', 'taskId');
  }
  const task = problem || 'problem' in guard ? undefined : ctx.tasks.find(taskId, guard.client.id);
  if (!problem && !task) {
    problem = ctx.breaks(`${subject}-unknown-task-404`)
      ? httpProblem(400, 'BAD_REQUEST', 'No such task.')
      : httpProblem(404, 'NOT_FOUND', 'No task with this taskId.');
  }
  if (problem) sendProblem(ctx, res, problem);
  return problem ? undefined : task;
}

/**
 * GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4): 200 with
 * `{status}` and, for FAILED and TIMED_OUT, `detail` (States and transitions, rule 3).
 */
export function handleStatus(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
): void {
  const task = findTaskOrAnswer(ctx, req, res, 'status', taskId, ['application/json']);
  if (!task) return;
  const state = ctx.tasks.stateOf(task);
  const body: Record<string, string> = { status: state.status };
  if (
    state.detail !== undefined &&
    !ctx.breaks(`status-detail-when-${state.status === 'FAILED' ? 'failed' : 'timed-out'}`)
  ) {
    body.detail = state.detail;
  }
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': 'application/json;charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}
