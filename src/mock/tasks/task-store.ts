import { randomUUID } from 'node:crypto';
import type { TaskStatus } from '../../api/task-states.ts';
import type { TaskFate } from './task-fate.ts';
import type { TaskTiming } from './task-timing.ts';

/**
 * A submitted bulk request and its result lines (NDJSON text, one per record); `fate.processingMs`
 * is the task's own processing time, after the store's timing.
 */
export interface Task {
  readonly taskId: string;
  readonly ownerId: string;
  readonly createdAtMs: number;
  /** Time the task stays NOT_STARTED, ms. */
  readonly queueMs: number;
  readonly fate: TaskFate;
  readonly resultLines: readonly string[];
  /** The X-End-User of the submission, undefined when it had none (kept, never used: it has no effect, Endpoints/4). */
  readonly endUser?: string;
  /** The uetrs of the submitted records (kept, never used: a file may be sent again, States rule 2). */
  readonly uetrs?: readonly string[];
}

/** How a task is stored besides its owner, fate and lines. */
export interface NewTaskOptions {
  /** How long ago the task was submitted, ms (pre-seeded tasks); default 0. */
  readonly ageMs?: number;
  /** The X-End-User of the submission. */
  readonly endUser?: string;
  /** The uetrs of the submitted records. */
  readonly uetrs?: readonly string[];
}

/** Status of a task at a moment: `detail` only for FAILED and TIMED_OUT. */
export interface TaskState {
  readonly status: TaskStatus;
  readonly detail?: string;
}

/** What a task store is made with. */
export interface TaskStoreOptions {
  /** Queue and processing times of each new task (task-timing.ts; choice `lifecycle-timing`). */
  readonly timing: TaskTiming;
  /** Most tasks kept; the oldest are dropped beyond it. */
  readonly maxTasks: number;
  /** Clock, ms since epoch. */
  readonly clock: () => number;
  /** Case of the taskIds issued (choice `task-id-case`; A11). */
  readonly taskIdCase: 'lower' | 'upper';
}

/**
 * In-memory tasks of the mock, keyed by lower-case taskId (A11: compared case-insensitively),
 * at most `maxTasks`, oldest dropped first. Timings in ms.
 */
export class TaskStore {
  readonly #tasks = new Map<string, Task>();
  readonly #options: TaskStoreOptions;

  constructor(options: TaskStoreOptions) {
    this.#options = options;
  }

  /** Stores a new task; `options.ageMs` backdates it (pre-seeded tasks). Returns it. */
  add(ownerId: string, fate: TaskFate, resultLines: readonly string[], options: NewTaskOptions = {}): Task {
    const { ageMs = 0, endUser, uetrs } = options;
    const uuid = randomUUID();
    const taskId = this.#options.taskIdCase === 'upper' ? uuid.toUpperCase() : uuid;
    const { queueMs, processingMs } = this.#options.timing(taskId, fate);
    const task: Task = {
      taskId,
      ownerId,
      createdAtMs: this.#options.clock() - ageMs,
      queueMs,
      fate: { ...fate, processingMs },
      resultLines,
      ...(endUser === undefined ? {} : { endUser }),
      ...(uetrs === undefined ? {} : { uetrs }),
    };
    this.#tasks.set(taskId.toLowerCase(), task);
    if (this.#tasks.size > this.#options.maxTasks) {
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

  /** The tasks `ownerId` submitted that the store still keeps, oldest first. */
  tasksOf(ownerId: string): Task[] {
    return [...this.#tasks.values()].filter((task) => task.ownerId === ownerId);
  }

  /** The state of `task` at `nowMs`: NOT_STARTED, then IN_PROGRESS, then its final state. */
  stateOf(task: Task, nowMs = this.#options.clock()): TaskState {
    const age = nowMs - task.createdAtMs;
    if (age < task.queueMs) return { status: 'NOT_STARTED' };
    if (age < task.queueMs + task.fate.processingMs) return { status: 'IN_PROGRESS' };
    const { finalStatus, detail } = task.fate;
    return detail === undefined ? { status: finalStatus } : { status: finalStatus, detail };
  }
}
