import type { ConformanceFailure } from './conformance-failure.ts';
import { statusFinalStateReached } from './status-final-state-reached.ts';
import type { TaskPoll } from './status-observation.ts';
import { unusableStatus } from './unusable-status.ts';

/**
 * The first failure of a task's poll that cannot go on to a usable final state (interface.md
 * States and transitions, Endpoints/4): its final answer judged by `unusableStatus`
 * (status-200-json-body, status-value-enum), else the poll that gave up judged by
 * `statusFinalStateReached`; undefined when the poll ended in one of the final states.
 */
export function pollFailure(taskPoll: TaskPoll): ConformanceFailure | undefined {
  return taskPoll.final ? unusableStatus(taskPoll.final) : statusFinalStateReached(taskPoll);
}
