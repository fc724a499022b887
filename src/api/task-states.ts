/** The five states of a bulk request, in lifecycle order (interface.md States and transitions). */
export const TASK_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'PROCESSED', 'FAILED', 'TIMED_OUT'] as const;

/** One of the five states of a bulk request (interface.md States and transitions). */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The states a task never leaves (interface.md States and transitions). */
export type FinalStatus = 'PROCESSED' | 'FAILED' | 'TIMED_OUT';

/**
 * The states a test can need a task in: its provider state. The embedded mock makes such a task
 * with an A9 scenario name; another target names a pre-seeded one (assumptions.md A9).
 */
export type ProviderStateStatus = 'PROCESSED' | 'FAILED' | 'TIMED_OUT' | 'IN_PROGRESS';

/** The pre-seeded task id of each provider state, where configured (A9: `VOP_TASK_ID_PROCESSED`, …). */
export type ProviderStateTaskIds = Partial<Record<ProviderStateStatus, string>>;
