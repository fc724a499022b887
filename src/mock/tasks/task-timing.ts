import type { FaultSwitch } from '../faults/fault.ts';
import { lifecycleFaults } from '../faults/lifecycle.ts';
import type { MockOptions } from '../options.ts';
import type { TaskFate } from './task-fate.ts';

/** How long one task stays NOT_STARTED (`queueMs`) and then IN_PROGRESS (`processingMs`), ms. */
export interface TaskTimes {
  readonly queueMs: number;
  readonly processingMs: number;
}

/** The times of a new task, from its taskId and the fate it was submitted with. */
export type TaskTiming = (taskId: string, fate: TaskFate) => TaskTimes;

/** Bounds of `seconds-with-jitter`, ms (inclusive). */
const JITTER = { queueMin: 200, queueMax: 1500, processingMin: 500, processingMax: 2500 } as const;

/**
 * A number in [`min`, `max`] drawn from 8 hex digits of `taskId` starting at `offset`: the same
 * taskId always gives the same number.
 */
function fromTaskId(taskId: string, offset: number, min: number, max: number): number {
  const digits = Number.parseInt(taskId.replaceAll('-', '').slice(offset, offset + 8), 16);
  return min + ((Number.isNaN(digits) ? 0 : digits) % (max - min + 1));
}

/**
 * The task times the choice `lifecycle-timing` names (interface.md States and transitions:
 * "Transitions: not shown."): `configured` (`options.queueMs`, the fate's processing time),
 * `no-queue` (0 ms NOT_STARTED), or `seconds-with-jitter` (per task, from its taskId: 200-1500 ms
 * queued, 500-2500 ms processing). Only the configured processing time (`options.processingMs`)
 * is replaced: SCENARIO_SLOW (`slowMs`) and seeded tasks keep theirs. The times pass through
 * `lifecycleFaults.taskTimes`, where the faults switched on in `on` change them.
 */
export function taskTiming(options: MockOptions, on: FaultSwitch): TaskTiming {
  const timing = choiceTiming(options);
  return (taskId, fate) => lifecycleFaults.taskTimes(on, fate, timing(taskId, fate));
}

function choiceTiming(options: MockOptions): TaskTiming {
  switch (options.choices['lifecycle-timing']) {
    case 'configured':
      return (_taskId, fate) => ({ queueMs: options.queueMs, processingMs: fate.processingMs });
    case 'no-queue':
      return (_taskId, fate) => ({ queueMs: 0, processingMs: fate.processingMs });
    case 'seconds-with-jitter':
      return (taskId, fate) => ({
        queueMs: fromTaskId(taskId, 0, JITTER.queueMin, JITTER.queueMax),
        processingMs:
          fate.processingMs === options.processingMs
            ? fromTaskId(taskId, 8, JITTER.processingMin, JITTER.processingMax)
            : fate.processingMs,
      });
  }
}
