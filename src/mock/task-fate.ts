import type { FinalStatus } from '../api/task-states.ts';

/** How a task ends; chosen at submission (A9 scenario names, corrupt or oversized files). */
export interface TaskFate {
  readonly finalStatus: FinalStatus;
  /** Time spent IN_PROGRESS, ms (Infinity: never leaves it). */
  readonly processingMs: number;
  /** Reason given in `detail` for FAILED and TIMED_OUT. */
  readonly detail?: string;
}
