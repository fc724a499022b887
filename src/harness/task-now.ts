import { PROVIDER_STATE_VARIABLES, type ProviderStateStatus, type TaskStatus } from '../api/task-states.ts';
import { NotJudged } from './not-judged.ts';
import { blamedBeforehand } from './provider-state-contradiction.ts';
import type { RuleTest } from './rule-test.ts';
import type { RunContext } from './run-context.ts';
import type { StatusObservation } from '../checks/status-observation.ts';
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
 * @throws NotJudged naming the variable to set when the target cannot give the state (A9), and
 * naming the key that gave the task when it is in none of the `accept`ed states now (a task in
 * progress that finished since; a status that cannot be read), or naming status-value-enum when
 * the status is none of the five states.
 * @throws ProviderStateContradiction when a configured task shows another final state.
 */
export async function taskNow(
  t: RuleTest,
  state: ProviderStateStatus,
  accept: readonly string[],
): Promise<TaskNow> {
  const taskId = await providerStateTask(t.run, state);
  const observed = await getStatus(t.run, taskId);
  const blamed = observed.status === undefined ? undefined : blamedBeforehand(observed.status);
  // A status outside the five states is status-value-enum's failure: this test judges nothing.
  if (blamed && !accept.includes(observed.status ?? ''))
    throw new NotJudged(
      `not judged: ${blamed} broke first (task ${taskId} reports ${observed.status ?? ''})`,
    );
  if (!accept.includes(observed.status ?? '')) {
    const key = t.run.providerStateTaskIds[state]
      ? `${PROVIDER_STATE_VARIABLES[state]} names task ${taskId}`
      : `the task made with the ${state} scenario name (${taskId})`;
    throw new NotJudged(
      `${key}, which is ${observed.status ?? 'unreadable'} now, not ${accept.join(' or ')}: give a task in ${state} (A9)`,
    );
  }
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
