import type { ProviderStateStatus, TaskStatus } from '../api/task-states.ts';
import { skipWith, type RuleTest } from './rule-test.ts';
import type { RunContext } from './run-context.ts';
import type { StatusObservation } from './lifecycle-steps.ts';
import { getStatus, providerStateTask, scenarioNameOf } from './tasks.ts';

/** The states of a task not yet PROCESSED, nor final otherwise (interface.md States and transitions). */
export const NOT_YET_PROCESSED: readonly TaskStatus[] = ['NOT_STARTED', 'IN_PROGRESS'];

/** A task in a provider state and its status as read now. */
export interface TaskNow {
  readonly taskId: string;
  readonly observed: StatusObservation;
}

/**
 * A task in provider state `state` (configured, or made with an A9 scenario name: see
 * `providerStateTask`) and its current status, read once with the run's client.
 * Skips the test `t` when the task is in none of the `accept`ed states now (a configured task
 * that moved on, a status that cannot be read).
 * @throws NotJudged naming the variable to set when the target cannot give the state (A9).
 */
export async function taskNow(
  t: RuleTest,
  state: ProviderStateStatus,
  accept: readonly string[],
): Promise<TaskNow> {
  const taskId = await providerStateTask(t.run, state);
  const observed = await getStatus(t.run, taskId);
  if (!accept.includes(observed.status ?? ''))
    skipWith(t, `the ${state} task is ${observed.status ?? 'unreadable'} now`);
  return { taskId, observed };
}

/**
 * The final states other than PROCESSED a task of the target can be had in: those the
 * configuration names a task for (A9, `VOP_TASK_ID_FAILED`, `VOP_TASK_ID_TIMED_OUT`), or whose
 * A9 scenario name the target knows (the embedded mock, a profile's scenario names).
 */
export function finalStatesAtHand(run: RunContext): Array<'FAILED' | 'TIMED_OUT'> {
  return (['FAILED', 'TIMED_OUT'] as const).filter(
    (state) => run.providerStateTaskIds[state] !== undefined || scenarioNameOf(run, state) !== undefined,
  );
}
