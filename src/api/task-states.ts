/** The five states of a bulk request, in lifecycle order (interface.md States and transitions). */
export const TASK_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PROCESSED', 'FAILED', 'TIMED_OUT'] as const;

/** One of the five states of a bulk request (interface.md States and transitions). */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The states a task never leaves (interface.md States and transitions). */
export const FINAL_STATUSES = ['PROCESSED', 'FAILED', 'TIMED_OUT'] as const;

/** One of the states a task never leaves (interface.md States and transitions). */
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** True when `status` (any string a status body gave) is a final state. */
export function isFinalStatus(status: string): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * The states a test can need a task in: its provider state. The embedded mock makes such a task
 * with an A9 scenario name; another target names one it holds (assumptions.md A9).
 */
export type ProviderStateStatus = 'PROCESSED' | 'FAILED' | 'TIMED_OUT' | 'IN_PROGRESS';

/** The task id of each provider state, where the configuration gives one (A9: `VOP_TASK_ID_PROCESSED`, …). */
export type ProviderStateTaskIds = Partial<Record<ProviderStateStatus, string>>;

/** The provider states in the order they are listed to a person (help, `vop-conformance mock`). */
export const PROVIDER_STATE_STATUSES: readonly ProviderStateStatus[] = [
  'PROCESSED',
  'FAILED',
  'TIMED_OUT',
  'IN_PROGRESS',
];

/** The variable that names the target's task in each provider state (assumptions.md A9). */
export const PROVIDER_STATE_VARIABLES: Readonly<Record<ProviderStateStatus, string>> = {
  PROCESSED: 'VOP_TASK_ID_PROCESSED',
  FAILED: 'VOP_TASK_ID_FAILED',
  TIMED_OUT: 'VOP_TASK_ID_TIMED_OUT',
  IN_PROGRESS: 'VOP_TASK_ID_IN_PROGRESS',
};
