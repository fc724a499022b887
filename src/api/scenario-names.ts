/**
 * First-record `party.name` values that choose a task's fate in the embedded mock
 * (assumptions.md A9). Another target names its task in each provider state instead (`VOP_TASK_ID_*`).
 */
export const SCENARIO_NAMES = {
  failed: 'SCENARIO_FAILED',
  timedOut: 'SCENARIO_TIMED_OUT',
  slow: 'SCENARIO_SLOW',
} as const;

/**
 * First-record names that make a target end a task FAILED or TIMED_OUT, or keep it IN_PROGRESS
 * (A9): the embedded mock's are {@link SCENARIO_NAMES}; a sandbox's come from its profile or
 * `VOP_SCENARIO_*`. A state without a name is reached through its pre-seeded task id, or not at all.
 */
export interface ScenarioNames {
  readonly failed?: string;
  readonly timedOut?: string;
  readonly slow?: string;
}
