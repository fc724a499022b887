/**
 * First-record `party.name` values that choose a task's fate in the embedded mock
 * (assumptions.md A9). Other targets are driven by pre-seeded task ids instead.
 */
export const SCENARIO_NAMES = {
  failed: 'SCENARIO_FAILED',
  timedOut: 'SCENARIO_TIMED_OUT',
  slow: 'SCENARIO_SLOW',
} as const;
