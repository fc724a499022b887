import { isFinalStatus } from '../api/task-states.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import type { StatusObservation } from './status-observation.ts';

/** One status read of a task made with the slow scenario name, and when it came. */
export interface SlowRead {
  readonly observed: StatusObservation;
  readonly taskId: string;
  /** The slow scenario name the task's record carried (A9). */
  readonly name: string;
  /** Wall ms from before the submission was sent to the read's answer. */
  readonly elapsedMs: number;
  /** The slow scenario's configured time, ms (the embedded mock's, or VOP_SCENARIO_SLOW_MS). */
  readonly slowMs: number;
}

/**
 * scenario-slow-in-progress (assumptions.md A9: "`SCENARIO_SLOW` stays IN_PROGRESS for a
 * configurable time"): a read whose answer came within `slowMs` of the submission shows no final
 * state. A read after `slowMs`, or without a status, is not judged (undefined), as is a status
 * outside the five states (status-value-enum's).
 * @returns undefined when held or not judged; a ConformanceFailure replaying the read otherwise.
 */
export function scenarioSlowInProgress(read: SlowRead): ConformanceFailure | undefined {
  const { observed, taskId, name, elapsedMs, slowMs } = read;
  const { status } = observed;
  if (status === undefined || elapsedMs >= slowMs || !isFinalStatus(status)) return undefined;
  return new ConformanceFailure(
    'scenario-slow-in-progress',
    `${describeResponse(observed.exchange)}: task ${taskId}, made with ${JSON.stringify(name)}, is ${status} at most ${elapsedMs} ms after its submission was sent`,
    `NOT_STARTED or IN_PROGRESS for the slow scenario's configured ${slowMs} ms (A9: "stays IN_PROGRESS for a configurable time"; the embedded mock's slow time, or VOP_SCENARIO_SLOW_MS)`,
    observed.exchange,
  );
}
