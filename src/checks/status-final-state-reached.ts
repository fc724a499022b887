import { ConformanceFailure } from './conformance-failure.ts';
import type { TaskPoll } from './status-observation.ts';

/**
 * status-final-state-reached (interface.md States and transitions: a task ends PROCESSED, FAILED,
 * or TIMED_OUT "after a service-level timeframe"): the poll of a task saw a final answer before
 * its timeout (`--poll-timeout`, standing for the service-level timeframe, which is not shown).
 * Judges only whether the poll ended before its timeout: whether that final answer was usable is
 * `unusableStatus`'s to judge.
 * @returns undefined when held; a ConformanceFailure naming the state the task stayed in, the
 * polls and the seconds waited, replaying the last status read, when the poll gave up.
 */
export function statusFinalStateReached(poll: TaskPoll): ConformanceFailure | undefined {
  if (poll.final) return undefined;
  const last = poll.observations.at(-1);
  const seconds = Math.round(poll.timeoutMs / 1000);
  return new ConformanceFailure(
    'status-final-state-reached',
    `task ${poll.taskId} still ${last?.status ?? '?'} when the poll gave up after ${seconds} s (${poll.observations.length} polls)`,
    `PROCESSED, FAILED or TIMED_OUT within the poll timeout of ${seconds} s (--poll-timeout, standing for the service-level timeframe, which is not shown: raise it if the provider's is longer)`,
    last?.exchange,
  );
}
