import type { FinalStatus } from '../../api/task-states.ts';
import type { Exchange } from '../../client/types.ts';
import type { ExploreRecord } from './explore-step.ts';

/**
 * What the model knows of one task the sequence submitted: the body exactly as sent, its records
 * and the outcome each must get (A2), and the latest state a status read showed.
 */
export interface ModelTask {
  /** The taskId as the submission answered it. */
  readonly taskId: string;
  readonly body: string;
  readonly contentType: string;
  readonly records: readonly ExploreRecord[];
  /** The latest state seen: `unknown` before any read, `waiting` for NOT_STARTED or IN_PROGRESS. */
  state: 'unknown' | 'waiting' | FinalStatus;
  /** The first read of its result file that held, with the headers it was read with (X-End-User has no effect, Endpoints/4, 5). */
  firstRead?: TaskRead;
}

/** One read of a task's result file: the exchange, each record's line (in record order), and its X-End-User and Accept-Language. */
export interface TaskRead {
  readonly exchange: Exchange;
  readonly lines: readonly string[];
  readonly endUser: string | undefined;
  readonly language: string | undefined;
}

/**
 * The model of the provider an exploration checks the target against (interface.md States and
 * transitions; A2, A3, A4, A11): the tasks this sequence submitted, in order, and every taskId the
 * target issued to it. It states only what the spec files decide; what they leave open (how long
 * a task takes, the order of checks) is read from the target. One model per sequence.
 */
export class ExploreModel {
  readonly tasks: ModelTask[] = [];
  /** Every taskId issued in this sequence, in lower case (A11: compared without regard to case). */
  readonly issued = new Set<string>();

  /** The task a step's `task` index names (modulo the tasks submitted), or undefined before any. */
  taskAt(index: number): ModelTask | undefined {
    return this.tasks.length === 0 ? undefined : this.tasks[index % this.tasks.length];
  }

  /** Records a task the target accepted. */
  add(task: Omit<ModelTask, 'state'>): void {
    this.tasks.push({ ...task, state: 'unknown' });
    this.issued.add(task.taskId.toLowerCase());
  }

  /** True when every record of `task` is valid: its task must not end FAILED (States and transitions; A2). */
  static onlyValid(task: Pick<ModelTask, 'records'>): boolean {
    return task.records.every((r) => r.expected === 'result');
  }
}
