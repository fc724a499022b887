import type { ServerResponse } from 'node:http';
import { statusPath } from '../../api/paths.ts';
import type { MockContext } from '../context.ts';
import { requestFaults } from '../faults/requests.ts';
import { sendJson } from '../errors/http-io.ts';
import type { Task } from '../tasks/task-store.ts';

/**
 * Answers an accepted submission (assumptions.md A2: 202 with `{taskId}`, as
 * `requestFaults.submittedStatus` leaves the status). With the `submit-response` choice `extras` the body
 * also carries the task's `status` and `createdAt` (ISO 8601), and a `Location` header names its
 * status path (interface.md Resources: the submission response's fields are not shown).
 */
export function sendSubmitted(ctx: MockContext, res: ServerResponse, task: Task): void {
  const status = requestFaults.submittedStatus(ctx, 202);
  if (ctx.choice('submit-response') === 'task-id-only') {
    sendJson(res, status, { taskId: task.taskId });
    return;
  }
  res.setHeader('Location', statusPath(task.taskId));
  sendJson(res, status, {
    taskId: task.taskId,
    status: ctx.tasks.stateOf(task).status,
    createdAt: new Date(task.createdAtMs).toISOString(),
  });
}
