import type { FinalStatus } from '../../api/task-states.ts';

/** Why a FAILED task failed: a line that is not a JSON object, a limit, a record, its scenario name, or nothing said. */
export type FailureCause =
  'corrupt-line' | 'size-limit' | 'record-limit' | 'record' | 'scenario' | 'processing';

/** How a task ends; chosen at submission (A9 scenario names, corrupt or oversized files). */
export interface TaskFate {
  readonly finalStatus: FinalStatus;
  /** Time spent IN_PROGRESS, ms (Infinity: never leaves it). */
  readonly processingMs: number;
  /**
   * Time spent NOT_STARTED, ms, in place of the store's timing (Infinity: never leaves it); set and
   * read only by a fault of the lifecycle (src/mock/faults/lifecycle.ts).
   */
  readonly queueMs?: number;
  /** Reason given in `detail` for FAILED and TIMED_OUT. */
  readonly detail?: string;
  /** Why a FAILED task failed. */
  readonly cause?: FailureCause;
}
