/**
 * First-record `party.name` values that choose a task's fate in the embedded mock
 * (assumptions.md A9). Another target names its task in each provider state instead (`VOP_TASK_ID_*`).
 */
export const SCENARIO_NAMES = {
  failed: 'SCENARIO_FAILED',
  timedOut: 'SCENARIO_TIMED_OUT',
  slow: 'SCENARIO_SLOW',
} as const;
