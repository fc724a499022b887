import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServedMedia } from './accept.ts';
import { checkBulkHeaders } from './bulk-headers.ts';
import { guardInOrder } from './check-order.ts';
import type { MockContext } from '../context.ts';
import { variantOf } from '../faults/index.ts';
import { sendProblem } from '../errors/http-io.ts';
import { STATUS_RULES, type TaskPathRuleIds } from '../../rules/operation-rule-ids.ts';
import { formatError, httpProblem, type Problem } from '../errors/problem.ts';
import { statusDetail } from '../tasks/status-detail.ts';
import type { Task } from '../tasks/task-store.ts';
import { TASK_STATUSES, type TaskStatus } from '../../api/task-states.ts';
import { uuidAccepted } from './uuid-acceptance.ts';

/** What the status endpoint serves: application/json only (interface.md Endpoints/4, Errors 406). */
export const STATUS_MEDIA: ServedMedia = { mediaTypes: ['application/json'], wildcard: false };

/** 400 INVALID_FIELD for a taskId that is not a UUID (interface.md Resources/Bulk request; A11). */
function taskIdProblem(ctx: MockContext, rules: TaskPathRuleIds, taskId: string): Problem | undefined {
  const rule = rules['taskid-uuid'];
  if (uuidAccepted(ctx, taskId) || ctx.breaks(rule)) return undefined;
  // The wrong-title fault answers the right status with another functional title.
  const wrongTitle = variantOf(rule, 'wrong-title');
  const title = wrongTitle && ctx.breaks(wrongTitle) ? 'INVALID_REQUEST' : 'INVALID_FIELD';
  return formatError(title, 'The taskId must be a UUID.', 'taskId');
}

/**
 * The checks both bulk GET endpoints share: bearer token (401, 403), headers (400), Accept (406)
 * and taskId (400 INVALID_FIELD) in the order of the `check-order` choice, then existence
 * (404, A4). Returns the task, or undefined after answering with the problem; `echo`, when the
 * caller sends the X-Request-Id echo itself (status), is set on the problem answer first.
 */
export function findTaskOrAnswer(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  rules: TaskPathRuleIds,
  taskId: string,
  served: ServedMedia,
  echo?: string,
): Task | undefined {
  // Methods rather than arrow properties: tsx names every arrow property it makes, per request.
  const guard = guardInOrder(ctx, req, rules, {
    headers() {
      return checkBulkHeaders(ctx, req, rules, served);
    },
    path() {
      return taskIdProblem(ctx, rules, taskId);
    },
  });
  if ('problem' in guard) {
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(ctx, res, guard.problem);
    return undefined;
  }
  const task = ctx.tasks.find(taskId, guard.client.id);
  if (!task) {
    if (echo !== undefined) res.setHeader('X-Request-Id', echo);
    sendProblem(
      ctx,
      res,
      ctx.breaks(rules['unknown-task-404'])
        ? httpProblem(400, 'BAD_REQUEST', 'No such task.')
        : httpProblem(404, 'NOT_FOUND', 'No task with this taskId.'),
    );
  }
  return task;
}

/**
 * GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4): 200 with `{status}` and
 * `detail` for FAILED and TIMED_OUT (States and transitions, rule 3), and in other states too
 * when the `status-detail` choice says so. The `status-200-json-body` faults send the bare state as
 * text/plain, or JSON without `status` (`/no-status`). `echo`: the X-Request-Id to send with the
 * answer, when dispatch has not set it (see routes.ts `writesEcho`).
 */
export function handleStatus(
  ctx: MockContext,
  req: IncomingMessage,
  res: ServerResponse,
  taskId: string,
  echo?: string,
): void {
  const task = findTaskOrAnswer(ctx, req, res, STATUS_RULES, taskId, STATUS_MEDIA, echo);
  if (!task) return;
  const state = ctx.tasks.stateOf(task);
  const status = statusValue(ctx, state.status);
  const noStatus = ctx.breaks('status-200-json-body/no-status');
  const detail = statusDetail(ctx, task, state);
  const plain = ctx.breaks('status-200-json-body');
  const text = plain ? status : statusText(status, detail, noStatus);
  const contentType = plain ? 'text/plain;charset=utf-8' : 'application/json;charset=utf-8';
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
 * The status body as JSON text: `{status, detail?}`, or `{state, detail?}` under the
 * `status-200-json-body/no-status` fault. A bare `{status}` of a documented state comes from a
 * table serialized once.
 */
function statusText(status: string, detail: string | undefined, noStatus: boolean): string {
  if (!noStatus && detail === undefined) {
    const once = STATUS_ONLY_BODIES.get(status);
    if (once !== undefined) return once;
  }
  const body: Record<string, string> = noStatus ? { state: status } : { status };
  if (detail !== undefined) body.detail = detail;
  return JSON.stringify(body);
}

/**
 * The `status` value of a task in `status` (interface.md States and transitions), as the
 * `status-value-enum` faults break it: lower case (`/lower-case`), or DONE for PROCESSED (`/other-value`).
 */
function statusValue(ctx: MockContext, status: TaskStatus): string {
  if (ctx.breaks('status-value-enum/lower-case')) return status.toLowerCase();
  if (ctx.breaks('status-value-enum/other-value') && status === 'PROCESSED') return 'DONE';
  return status;
}
