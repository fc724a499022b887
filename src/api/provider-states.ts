/**
 * Provider-state names of the consumer pacts, in one place: the consumer tests name them, the
 * verifier's state handlers (src/pact/state-handlers.ts) set them up on the target (A9: a task
 * made with a scenario name on the embedded mock, the task id the configuration gives elsewhere,
 * VOP_TASK_ID_*). Each state that names a task gives its id back as `taskId`, which the pacts
 * inject into their paths.
 */
export const PROVIDER_STATES = {
  processedTask: 'a task in state PROCESSED',
  failedTask: 'a task in state FAILED',
  timedOutTask: 'a task in state TIMED_OUT',
  pendingTask: 'a task not yet PROCESSED',
  processedTaskWithOneRecord: 'a PROCESSED task with one valid record',
  noSuchTask: 'no task has the requested id',
} as const;

/** A provider-state name. */
export type ProviderState = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES];

/** Consumer and provider names of the pacts (overridable: VOP_PACT_CONSUMER, VOP_PACT_PROVIDER). */
export const PACT_NAMES = {
  consumer: 'payee-verification-client',
  provider: 'payee-verification-service',
} as const;
