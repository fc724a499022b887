import type { BulkFileLimits } from '../../api/file-limits.ts';
import { createHash } from 'node:crypto';
import type { JsonObject } from '../../api/json-object.ts';
import type { RecordRules } from '../records/record-check.ts';
import { formatError, type Problem } from '../errors/problem.ts';
import type { FailureCause, TaskFate } from '../tasks/task-fate.ts';
import { actingAt, type FaultSwitch, faultRows, type TextAnswer } from './fault.ts';
import { type Failure, firstBroken, RECORDS_FAULTS } from './records.ts';

/** The lines of a bulk file as read: its records, and the number of its first line that is not a JSON object. */
interface ParsedLines {
  readonly records: readonly JsonObject[];
  readonly corruptLine?: number;
}

/** The limits a bulk file is held to, both known: bytes and records. */
type FileLimits = Required<BulkFileLimits>;

/** How long a task stays NOT_STARTED and then IN_PROGRESS, ms (src/mock/tasks/task-timing.ts). */
interface TaskTimes {
  readonly queueMs: number;
  readonly processingMs: number;
}

/** What a resubmission fault reads of an earlier task (a `Task` of src/mock/tasks/task-store.ts). */
export interface EarlierTask {
  readonly fate: TaskFate;
  /** The uetrs of its records. */
  readonly uetrs?: readonly string[];
}

/** Where a fault of the task lifecycle acts; each member is named after its hook. */
export interface LifecycleBehaviour {
  /** The lines of a bulk file as read, given the correct reading. */
  readonly parsedFile?: (file: ParsedLines) => ParsedLines;
  /** Why a file of `records` its scenario ends PROCESSED ends FAILED (undefined: it does not). */
  readonly failsProcessed?: (records: readonly JsonObject[], rules: RecordRules) => Failure | undefined;
  /** How a task ends, given the correct fate. */
  readonly fate?: (fate: TaskFate) => TaskFate;
  /** How long a task with `fate` stays NOT_STARTED and IN_PROGRESS, given the store's times. */
  readonly taskTimes?: (times: TaskTimes, fate: TaskFate) => TaskTimes;
  /** The `status` value sent, given the task's state. */
  readonly statusValue?: (status: string) => string;
  /** The `detail` of a FAILED or TIMED_OUT status, given the correct one and the cause of a failure. */
  readonly finalDetail?: (
    status: 'FAILED' | 'TIMED_OUT',
    cause: FailureCause | undefined,
    detail: string | undefined,
  ) => string | undefined;
  /** The status answer, given the correct one and the `status` and `detail` it carries. */
  readonly statusAnswer?: (answer: TextAnswer, status: string, detail: string | undefined) => TextAnswer;
  /**
   * The answer to a submission of records with `uetrs`, given the client's earlier tasks
   * (undefined: accepted, as States rule 2 needs: a FAILED or TIMED_OUT file has to be resent).
   */
  readonly resubmission?: (uetrs: readonly string[], earlier: readonly EarlierTask[]) => Problem | undefined;
  /** The limits a bulk file is held to, given the configured ones (the ones the mock tells). */
  readonly fileLimits?: (limits: FileLimits) => FileLimits;
  /**
   * The taskId an accepted submission is answered with, given its new task, the file's digest
   * (SHA-256 of its owner and text) and the first taskId of each digest this mock remembered.
   */
  readonly answeredTaskId?: (task: SubmittedTask, digest: string, firstOfFile: Map<string, string>) => string;
}

/** What the taskId faults read of a new task (a `Task` of src/mock/tasks/task-store.ts). */
export interface SubmittedTask {
  readonly taskId: string;
  readonly ownerId: string;
  readonly fate: TaskFate;
}

/** The first taskId of each submitted file (by digest), per mock: its fault switch. */
const FIRST_OF_FILE = new WeakMap<FaultSwitch, Map<string, string>>();

/** The digest of a file `text` submitted by `ownerId`: SHA-256, hexadecimal. */
function fileDigest(ownerId: string, text: string): string {
  return createHash('sha256').update(ownerId).update('\n').update(text).digest('hex');
}

const fault = faultRows<LifecycleBehaviour>();

/** Longest time IN_PROGRESS under fault scenario-slow-in-progress, ms. */
const SLOW_CAP_MS = 300;

/**
 * Faults of the task lifecycle and the status body (States and transitions; Resources/Bulk
 * request; A2, A9), with their behaviour.
 */
export const LIFECYCLE_FAULTS = [
  fault({
    id: 'status-200-json-body/no-status',
    rule: 'status-200-json-body',
    summary: 'The status body is JSON without status (the state under another name).',
    statusAnswer: (answer, status, detail) => ({
      text: JSON.stringify(detail === undefined ? { state: status } : { state: status, detail }),
      contentType: answer.contentType,
    }),
  }),
  fault({
    id: 'status-200-json-body',
    summary: 'The status body is the bare state as text/plain, not JSON.',
    statusAnswer: (_answer, status) => ({ text: status, contentType: 'text/plain;charset=utf-8' }),
  }),
  fault({
    id: 'success-content-type-json',
    summary: 'The status 200 carries its JSON body labelled text/plain (A8: application/json).',
    statusAnswer: (answer) => ({ text: answer.text, contentType: 'text/plain;charset=utf-8' }),
  }),
  fault({
    id: 'status-detail-when-failed',
    summary: 'A FAILED status comes without detail.',
    // A corrupt file keeps its detail: submit-corrupt-file wants it too (A2), and a fault breaks one rule.
    finalDetail: (status, cause, detail) =>
      status === 'FAILED' && cause !== 'corrupt-line' ? undefined : detail,
  }),
  fault({
    id: 'status-detail-when-timed-out',
    summary: 'A TIMED_OUT status comes without detail.',
    finalDetail: (status, _cause, detail) => (status === 'TIMED_OUT' ? undefined : detail),
  }),
  fault({
    id: 'status-final-state-reached',
    summary: 'A task never leaves NOT_STARTED.',
    // A submitted file's fate keeps its task queued for ever; the seeded tasks keep their times.
    fate: (fate) => ({ ...fate, queueMs: Number.POSITIVE_INFINITY }),
    taskTimes: (times, fate) => (fate.queueMs === undefined ? times : { ...times, queueMs: fate.queueMs }),
  }),
  fault({
    id: 'results-only-when-processed/scenario-slow-ignored',
    rule: 'results-only-when-processed',
    summary:
      'Every submitted file is final at once, SCENARIO_SLOW included (A9: it stays IN_PROGRESS for a configurable time), so no task is ever seen before PROCESSED.',
    // The seeded tasks (an infinite processing time for IN_PROGRESS) keep their times.
    taskTimes: (times, fate) =>
      Number.isFinite(fate.processingMs) ? { queueMs: 0, processingMs: 0 } : times,
  }),
  fault({
    id: 'scenario-slow-in-progress',
    summary: `No task stays IN_PROGRESS longer than ${SLOW_CAP_MS} ms: SCENARIO_SLOW ends long before its configured time (A9).`,
    // The seeded tasks (an infinite processing time for IN_PROGRESS) keep their times.
    taskTimes: (times) =>
      Number.isFinite(times.processingMs) && times.processingMs > SLOW_CAP_MS
        ? { ...times, processingMs: SLOW_CAP_MS }
        : times,
  }),
  fault({
    id: 'submit-resend-after-failed',
    summary:
      'A file with a uetr of a task that ended FAILED or TIMED_OUT gets 400 INVALID_REQUEST (duplicate uetr), so such a file cannot be resent.',
    resubmission: (uetrs, earlier) => {
      const seen = new Set(
        earlier
          .filter((task) => task.fate.finalStatus !== 'PROCESSED')
          .flatMap((task) => task.uetrs ?? [])
          .map((u) => u.toLowerCase()),
      );
      return uetrs.some((uetr) => seen.has(uetr.toLowerCase()))
        ? formatError('INVALID_REQUEST', 'The file repeats a uetr already submitted.')
        : undefined;
    },
  }),
  fault({
    id: 'submit-task-id-unique',
    summary:
      'A byte-identical resend of a file the client submitted before, and that ended PROCESSED, is answered with the taskId of the first submission (idempotency by content hash), not a taskId of its own.',
    // A file that ends FAILED or TIMED_OUT is not remembered: it has to be resent (States and
    // transitions, rule 2), and a fault breaks one rule.
    answeredTaskId: (task, digest, firstOfFile) => {
      const first = firstOfFile.get(digest);
      if (first !== undefined) return first;
      if (task.fate.finalStatus === 'PROCESSED') firstOfFile.set(digest, task.taskId);
      return task.taskId;
    },
  }),
  fault({
    id: 'status-valid-file-not-failed',
    summary: 'A file whose records are all valid ends FAILED.',
    failsProcessed: (records, rules) =>
      firstBroken(records, rules) === undefined
        ? { detail: 'Processing failed.', cause: 'processing' }
        : undefined,
  }),
  fault({
    id: 'status-file-over-limit-failed',
    summary: 'A file with more records than the record limit is processed: it ends PROCESSED, not FAILED.',
    fate: (fate) =>
      fate.cause === 'record-limit' ? { finalStatus: 'PROCESSED', processingMs: fate.processingMs } : fate,
  }),
  fault({
    id: 'status-file-over-limit-failed/size',
    rule: 'status-file-over-limit-failed',
    summary: 'A file over the size limit is processed as far as it was read: it ends PROCESSED, not FAILED.',
    fate: (fate) =>
      fate.cause === 'size-limit' ? { finalStatus: 'PROCESSED', processingMs: fate.processingMs } : fate,
  }),
  fault({
    id: 'status-file-over-limit-failed/strict',
    rule: 'status-file-over-limit-failed',
    summary:
      'The mock holds files to one byte and one record less than the limits it tells: a file of exactly either limit ends FAILED.',
    fileLimits: (limits) => ({ maxFileBytes: limits.maxFileBytes - 1, maxRecords: limits.maxRecords - 1 }),
  }),
  fault({
    id: 'status-value-enum/lower-case',
    rule: 'status-value-enum',
    summary: 'The status names its state in lower case (processed, not_started).',
    statusValue: (status) => status.toLowerCase(),
  }),
  fault({
    id: 'status-value-enum/other-value',
    rule: 'status-value-enum',
    summary: "A PROCESSED task's status reads DONE, none of the five states.",
    statusValue: (status) => (status === 'PROCESSED' ? 'DONE' : status),
  }),
  fault({
    id: 'submit-corrupt-file',
    summary: 'A line that is not a JSON object is skipped: the task ends PROCESSED.',
    // The lines that are not JSON objects are passed over: nothing answers or fails for them.
    parsedFile: (file) => ({ records: file.records }),
  }),
] as const;

const PARSED_FILE = actingAt(LIFECYCLE_FAULTS, 'parsedFile');
/** The record faults first (a file with a broken record), then the lifecycle's (a valid file). */
const FAILS_PROCESSED = [
  ...actingAt(RECORDS_FAULTS, 'failsProcessed'),
  ...actingAt(LIFECYCLE_FAULTS, 'failsProcessed'),
];
const FATE = actingAt(LIFECYCLE_FAULTS, 'fate');
const FILE_LIMITS = actingAt(LIFECYCLE_FAULTS, 'fileLimits');
const RESUBMISSION = actingAt(LIFECYCLE_FAULTS, 'resubmission');
const TASK_TIMES = actingAt(LIFECYCLE_FAULTS, 'taskTimes');
const STATUS_VALUE = actingAt(LIFECYCLE_FAULTS, 'statusValue');
const FINAL_DETAIL = actingAt(LIFECYCLE_FAULTS, 'finalDetail');
const STATUS_ANSWER = actingAt(LIFECYCLE_FAULTS, 'statusAnswer');
const ANSWERED_TASK_ID = actingAt(LIFECYCLE_FAULTS, 'answeredTaskId');

/** What the fate hook reads of the mock besides the switch: the configured processing time, ms. */
interface FateMock extends FaultSwitch {
  readonly options: { readonly processingMs: number };
}

/**
 * The hooks of the task lifecycle (src/mock/bulk/, src/mock/records/bulk-file.ts,
 * src/mock/tasks/): each takes the correct value and returns it as the faults switched on in
 * `on` change it (in table order).
 */
export const lifecycleFaults = {
  /** The lines of a bulk file as read (records, first corrupt line), given the correct reading. */
  parsedFile(on: FaultSwitch, file: ParsedLines): ParsedLines {
    let out = file;
    for (const f of PARSED_FILE) if (on.breaks(f.id)) out = f.parsedFile(out);
    return out;
  },

  /**
   * How a file of `records` (checked by `rules`) whose scenario gives `fate` ends: a PROCESSED
   * fate ends FAILED, after the configured processing time, for the first fault switched on
   * that fails it (record-error-keeps-task, status-valid-file-not-failed).
   */
  processedFate(
    mock: FateMock,
    fate: TaskFate,
    records: readonly JsonObject[],
    rules: RecordRules,
  ): TaskFate {
    if (fate.finalStatus !== 'PROCESSED') return fate;
    for (const f of FAILS_PROCESSED) {
      if (!mock.breaks(f.id)) continue;
      const failure = f.failsProcessed(records, rules);
      if (failure) return { finalStatus: 'FAILED', processingMs: mock.options.processingMs, ...failure };
    }
    return fate;
  },

  /**
   * The answer to a submission of records with `uetrs` by a client whose earlier tasks are
   * `earlier`: undefined (accepted) but under a fault that refuses a repeated uetr.
   */
  resubmission(
    on: FaultSwitch,
    uetrs: readonly string[],
    earlier: () => readonly EarlierTask[],
  ): Problem | undefined {
    for (const f of RESUBMISSION) {
      if (!on.breaks(f.id)) continue;
      const refused = f.resubmission(uetrs, earlier());
      if (refused) return refused;
    }
    return undefined;
  },

  /**
   * The task an accepted submission of file `text` is answered with: its new `task` (the correct
   * answer: every submission its own taskId, interface.md Resources/Bulk request), under the
   * taskId faults switched on with the taskId they answer.
   */
  answeredTask<T extends SubmittedTask>(on: FaultSwitch, task: T, text: string): T {
    const acting = ANSWERED_TASK_ID.filter((f) => on.breaks(f.id));
    if (acting.length === 0) return task;
    let firstOfFile = FIRST_OF_FILE.get(on);
    if (!firstOfFile) {
      firstOfFile = new Map();
      FIRST_OF_FILE.set(on, firstOfFile);
    }
    const digest = fileDigest(task.ownerId, text);
    let taskId = task.taskId;
    for (const f of acting) taskId = f.answeredTaskId({ ...task, taskId }, digest, firstOfFile);
    return { ...task, taskId };
  },

  /** The limits a bulk file is held to, given the configured ones. */
  fileLimits(on: FaultSwitch, limits: FileLimits): FileLimits {
    let out = limits;
    for (const f of FILE_LIMITS) if (on.breaks(f.id)) out = f.fileLimits(out);
    return out;
  },

  /** How an accepted file ends, given the correct fate. */
  fate(on: FaultSwitch, fate: TaskFate): TaskFate {
    let out = fate;
    for (const f of FATE) if (on.breaks(f.id)) out = f.fate(out);
    return out;
  },

  /** How long a task with `fate` stays NOT_STARTED and IN_PROGRESS (ms), given the store's times. */
  taskTimes(on: FaultSwitch, fate: TaskFate, times: TaskTimes): TaskTimes {
    let out = times;
    for (const f of TASK_TIMES) if (on.breaks(f.id)) out = f.taskTimes(out, fate);
    return out;
  },

  /** The `status` value of the status body, given the task's state. */
  statusValue(on: FaultSwitch, status: string): string {
    let out = status;
    for (const f of STATUS_VALUE) if (on.breaks(f.id)) out = f.statusValue(out);
    return out;
  },

  /** The `detail` of a FAILED or TIMED_OUT status, given the correct one and the cause of a failure. */
  finalDetail(
    on: FaultSwitch,
    status: 'FAILED' | 'TIMED_OUT',
    cause: FailureCause | undefined,
    detail: string | undefined,
  ): string | undefined {
    let out = detail;
    for (const f of FINAL_DETAIL) if (on.breaks(f.id)) out = f.finalDetail(status, cause, out);
    return out;
  },

  /** The status answer (body text and Content-Type), given the correct one and what it carries. */
  statusAnswer(on: FaultSwitch, answer: TextAnswer, status: string, detail: string | undefined): TextAnswer {
    let out = answer;
    for (const f of STATUS_ANSWER) if (on.breaks(f.id)) out = f.statusAnswer(out, status, detail);
    return out;
  },
};
