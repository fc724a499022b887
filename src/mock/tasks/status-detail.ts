import type { MockContext } from '../context.ts';
import { lifecycleFaults } from '../faults/lifecycle.ts';
import type { Task, TaskState } from './task-store.ts';

/** How many records of a PROCESSED-bound task are checked at this moment (IN_PROGRESS: by elapsed time). */
function checkedRecords(ctx: MockContext, task: Task, total: number): number {
  const elapsedMs = ctx.options.clock() - task.createdAtMs - task.queueMs;
  const fraction = elapsedMs / task.fate.processingMs;
  const checked = Number.isFinite(fraction) ? Math.floor(fraction * total) : 0;
  return Math.min(Math.max(checked, 0), Math.max(total - 1, 0));
}

/** A progress text for NOT_STARTED, IN_PROGRESS and PROCESSED, e.g. `2 of 5 records checked.` */
function progress(ctx: MockContext, task: Task, status: TaskState['status']): string {
  const total = task.resultLines.length;
  if (status === 'NOT_STARTED') return 'The file is queued; no record is checked yet.';
  if (task.fate.finalStatus !== 'PROCESSED' || total === 0) return 'The file is being processed.';
  const checked = status === 'PROCESSED' ? total : checkedRecords(ctx, task, total);
  return `${checked} of ${total} records checked.`;
}

/**
 * The `detail` of the status body of `task` in `state`: the reason of a FAILED or TIMED_OUT task
 * (interface.md Resources/Bulk request, States and transitions rule 3; as the faults of
 * `lifecycleFaults.finalDetail` leave it), and a progress text in the other states when the
 * `status-detail` choice is `always`; otherwise undefined.
 */
export function statusDetail(ctx: MockContext, task: Task, state: TaskState): string | undefined {
  if (state.status === 'FAILED' || state.status === 'TIMED_OUT') {
    return lifecycleFaults.finalDetail(ctx, state.status, task.fate.cause, state.detail);
  }
  return ctx.choice('status-detail') === 'always' ? progress(ctx, task, state.status) : undefined;
}
