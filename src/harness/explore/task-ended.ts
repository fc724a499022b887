import { isFinalStatus } from '../../api/task-states.ts';
import { generatedFileEnded } from '../../checks/generated-record-file.ts';
import type { StatusObservation } from '../../checks/status-observation.ts';
import { unusableStatus } from '../../checks/unusable-status.ts';
import { ExploreModel, type ModelTask } from './explore-model.ts';
import type { ExploreTarget } from './explore-target.ts';
import { expectTokenTaken, throwCounted } from './step-judges.ts';

/**
 * A status read of a task of the model (interface.md Endpoints/4, States and transitions): a
 * usable answer (`unusableStatus`: 200 with one of the five states), and, once final, the state
 * the file allows (`generatedFileEnded`: a file of valid records does not end FAILED, broken
 * records do not fail the task; TIMED_OUT is the SLA's call). The model keeps the state seen.
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
  const ended = generatedFileEnded(task.taskId, read, ExploreModel.onlyValid(task));
  if (ended && !('notJudged' in ended)) throwCounted(run, ended);
}
