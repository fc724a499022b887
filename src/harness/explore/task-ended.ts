import type { BulkFileLimits } from '../../api/file-limits.ts';
import { isFinalStatus } from '../../api/task-states.ts';
import { generatedFileEnded } from '../../checks/generated-record-file.ts';
import type { StatusObservation } from '../../checks/status-observation.ts';
import { unusableStatus } from '../../checks/unusable-status.ts';
import { ExploreModel, type ModelTask } from './explore-model.ts';
import type { ExploreTarget } from './explore-target.ts';
import { expectTokenTaken, throwCounted } from './step-judges.ts';

/**
 * The largest file whose FAILED ending is judged where the target's limits are not known, bytes
 * and records: the size of the run's own small files (interface.md Limits: the maximum file size
 * and record count are "not shown", and exceeding them gives FAILED).
 */
export const UNKNOWN_LIMITS_JUDGED = { bytes: 8 * 1024, records: 10 } as const;

/**
 * Whether `task`'s file is within limits the model knows it is under: the target's limits as
 * configured (VOP_MAX_FILE_BYTES, VOP_MAX_RECORDS; the explorer stays within them), or, where one
 * is not known, the size of {@link UNKNOWN_LIMITS_JUDGED}. Only then does a FAILED ending break a
 * rule.
 */
export function withinKnownLimits(task: ModelTask, limits: BulkFileLimits): boolean {
  const bytes = Buffer.byteLength(task.body);
  const bytesKnown = limits.maxFileBytes !== undefined || bytes <= UNKNOWN_LIMITS_JUDGED.bytes;
  const recordsKnown =
    limits.maxRecords !== undefined || task.records.length <= UNKNOWN_LIMITS_JUDGED.records;
  return bytesKnown && recordsKnown;
}

/**
 * A status read of a task of the model (interface.md Endpoints/4, States and transitions): a
 * usable answer (`unusableStatus`: 200 with one of the five states), and, once final, the state
 * the file allows (`generatedFileEnded`: a file of valid records does not end FAILED, broken
 * records do not fail the task; TIMED_OUT is the SLA's call; a FAILED file larger than limits the
 * model knows is not judged). The model keeps the state seen.
 * @throws ConformanceFailure; RateLimited.
 */
export function judgeStatusRead(target: ExploreTarget, task: ModelTask, read: StatusObservation): void {
  const { run } = target;
  expectTokenTaken(run, read.exchange);
  throwCounted(run, unusableStatus(read));
  const status = read.status ?? '';
  if (!isFinalStatus(status)) {
    task.state = 'waiting';
    return;
  }
  task.state = status;
  if (status === 'FAILED' && !withinKnownLimits(task, run.fileLimits)) return;
  const ended = generatedFileEnded(task.taskId, read, ExploreModel.onlyValid(task));
  if (ended && !('notJudged' in ended)) throwCounted(run, ended);
}
