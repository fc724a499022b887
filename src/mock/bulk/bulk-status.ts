import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedMedia } from './accept.ts';
import { checkBulkHeaders } from './bulk-headers.ts';
import { headerValue } from './bulk-guard.ts';
import { guardInOrder } from './check-order.ts';
import type { BulkOperationId } from '../../api/operations.ts';
import type { MockContext } from '../context.ts';
import { lifecycleFaults } from '../faults/lifecycle.ts';
import { requestFaults } from '../faults/requests.ts';
import { sendProblem } from '../errors/http-io.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';
import { statusDetail } from '../tasks/status-detail.ts';
import type { Task } from '../tasks/task-store.ts';
import { TASK_STATUSES } from '../../api/task-states.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

/** What the status endpoint serves: application/json only (interface.md Endpoints/4, Errors 406). */
export const STATUS_MEDIA: ServedMedia = { mediaTypes: ['application/json'] };

/** 400 INVALID_FIELD for a taskId that is not a UUID (interface.md Resources/Bulk request; A11). */
function taskIdProblem(ctx: MockContext, operation: BulkOperationId, taskId: string): Problem | undefined {
  if (uuidAccepted(ctx, taskId)) return undefined;
  return requestFaults.taskIdNotUuid(
    ctx,
    operation,
    formatError('INVALID_FIELD', 'The taskId must be a UUID.', 'taskId'),
    taskId,
  );
}

/**
 * The checks both bulk GET endpoints share: bearer token (401, 403), headers (400), Accept (406)
 * and taskId (400 INVALID_FIELD) in the order of the `check-order` choice, then existence
 * (404, A4), of bulk GET operation `operation`. Returns the task, or undefined after answering
 * with the problem; `echo`, when the caller sends the X-Request-Id echo itself (status), is set on
 * the problem answer first.
 */
export function findTaskOrAnswer(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  operation: BulkOperationId,
  taskId: string,
  served: ServedMedia,
  echo?: string,
): Task | undefined {
  // Methods rather than arrow properties: tsx names every arrow property it makes, per request.
  const guard = guardInOrder(ctx, req, operation, {
    headers() {
      return checkBulkHeaders(ctx, req, operation, served);
    },
    path() {
      return taskIdProblem(ctx, operation, taskId);
    },
  });
  if ('problem' in guard) {
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(ctx, res, guard.problem);
    return undefined;
  }
  const task = requestFaults.taskFound(
    ctx,
    operation,
    ctx.tasks.find(taskId, guard.client.id),
    headerValue(req, 'x-end-user'),
  );
  if (!task) {
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(
      ctx,
      res,
      requestFaults.unknownTask(ctx, operation, httpProblem(404, 'NOT_FOUND', 'No task with this taskId.')),
    );
  }
  return task;
}

/**
 * GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4): 200 with `{status}` and
 * `detail` for FAILED and TIMED_OUT (States and transitions, rule 3), and in other states too
 * when the `status-detail` choice says so; as the faults of `lifecycleFaults`
 * (src/mock/faults/lifecycle.ts) leave it. `echo`: the X-Request-Id to send with the answer, when
 * dispatch has not set it (see routes.ts `writesEcho`).
 */
export function handleStatus(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
  echo?: string,
): void {
  const task = findTaskOrAnswer(ctx, req, res, 'bulk-status', taskId, STATUS_MEDIA, echo);
  if (!task) return;
  const state = ctx.tasks.stateOf(task);
  const status = lifecycleFaults.statusValue(ctx, state.status);
  const detail = statusDetail(ctx, task, state);
  const { text, contentType } = lifecycleFaults.statusAnswer(
    ctx,
    { text: statusText(status, detail), contentType: 'application/json;charset=utf-8' },
    status,
    detail,
  );
  const length = Buffer.byteLength(text);
  // One writeHead with every header, the echo first (as when it is set beforehand).
  res.writeHead(
    200,
    echo === undefined
      ? { 'Content-Type': contentType, 'Content-Length': length }
      : { 'X-Request-Id': echo, 'Content-Type': contentType, 'Content-Length': length },
  );
  res.end(text);
}

/** The status body `{status}` of each state, serialized once (most answers carry no detail). */
const STATUS_ONLY_BODIES: ReadonlyMap<string, string> = new Map(
  TASK_STATUSES.map((status) => [status, JSON.stringify({ status })]),
);

/**
 * The status body as JSON text: `{status, detail?}`. A bare `{status}` of a documented state
 * comes from a table serialized once.
 */
function statusText(status: string, detail: string | undefined): string {
  if (detail === undefined) {
    const once = STATUS_ONLY_BODIES.get(status);
    if (once !== undefined) return once;
  }
  return JSON.stringify(detail === undefined ? { status } : { status, detail });
}
