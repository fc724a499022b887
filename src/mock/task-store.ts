import { randomUUID } from 'node:crypto';

/** The five states of a bulk request (interface.md States and transitions). */
export type TaskStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'PROCESSED' | 'FAILED' | 'TIMED_OUT';

/** How a task ends; chosen at submission (A9 scenario names, corrupt or oversized files). */
export interface TaskFate {
  readonly finalStatus: 'PROCESSED' | 'FAILED' | 'TIMED_OUT';
  /** Time spent IN_PROGRESS, ms (Infinity: never leaves it). */
  readonly processingMs: number;
  /** Reason given in `detail` for FAILED and TIMED_OUT. */
  readonly detail?: string;
}

/** A submitted bulk request and its result lines (NDJSON text, one per record). */
export interface Task {
  readonly taskId: string;
  readonly ownerId: string;
  readonly createdAtMs: number;
  readonly fate: TaskFate;
  readonly resultLines: readonly string[];
}

/** Status of a task at a moment: `detail` only for FAILED and TIMED_OUT. */
export interface TaskState {
  readonly status: TaskStatus;
  readonly detail?: string;
}

/**
 * In-memory tasks of the mock, keyed by lower-case taskId (A11: compared case-insensitively),
 * at most `maxTasks`, oldest dropped first. Timings in ms.
 */
export class TaskStore {
  readonly #tasks = new Map<string, Task>();
  readonly #queueMs: number;
  readonly #maxTasks: number;
  readonly #clock: () => number;

  constructor(queueMs: number, maxTasks: number, clock: () => number) {
    this.#queueMs = queueMs;
    this.#maxTasks = maxTasks;
    this.#clock = clock;
  }

  /** Stores a new task; `ageMs` backdates it (pre-seeded tasks). Returns it. */
  add(ownerId: string, fate: TaskFate, resultLines: readonly string[], ageMs = 0): Task {
    const task: Task = {
      taskId: randomUUID(),
      ownerId,
      createdAtMs: this.#clock() - ageMs,
      fate,
      resultLines,
    };
    this.#tasks.set(task.taskId, task);
    if (this.#tasks.size > this.#maxTasks) {
      const oldest = this.#tasks.keys().next().value;
      if (oldest !== undefined) this.#tasks.delete(oldest);
    }
    return task;
  }

  /** The task `taskId` (any case) owned by `ownerId`, or undefined (A4: another client's task is unknown). */
  find(taskId: string, ownerId: string): Task | undefined {
    const task = this.#tasks.get(taskId.toLowerCase());
    return task?.ownerId === ownerId ? task : undefined;
  }

  /** The state of `task` at `nowMs`: NOT_STARTED, then IN_PROGRESS, then its final state. */
  stateOf(task: Task, nowMs = this.#clock()): TaskState {
    const age = nowMs - task.createdAtMs;
    if (age < this.#queueMs) return { status: 'NOT_STARTED' };
    if (age < this.#queueMs + task.fate.processingMs) return { status: 'IN_PROGRESS' };
    const { finalStatus, detail } = task.fate;
    return detail === undefined ? { status: finalStatus } : { status: finalStatus, detail };
  }
}
