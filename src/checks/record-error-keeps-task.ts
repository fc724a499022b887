import type { Exchange } from '../client/types.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/** What became of a file of record cases before its result file: its submission and how its task ended. */
export interface RecordFileSetup {
  /** The rule a file not accepted or a task not PROCESSED breaks (record-error-keeps-task unless a file says otherwise). */
  readonly keeper: RuleId;
  /** The submission exchange, once sent. */
  readonly submission?: Exchange | undefined;
  /** The final state the task ended in, when it was reached and is not PROCESSED (`in no final state` when none was named). */
  readonly endedOtherwise?: string | undefined;
  /** The status exchange that named the task's final state. */
  readonly finalStatus?: Exchange | undefined;
}

/**
 * The keeper rule of a file of record cases (A2: a record that breaks a field rule does not fail
 * the task; interface.md Endpoints/5 "Record-level errors appear as lines inside the file, not as
 * the HTTP status"): the failure when the submission answered a 4xx other than 429 (A6), or the
 * task ended otherwise than PROCESSED; undefined otherwise.
 */
export function keeperFailure(setup: RecordFileSetup): ConformanceFailure | undefined {
  const { submission, keeper } = setup;
  const status = submission?.response.status ?? 0;
  if (submission && status >= 400 && status < 500 && status !== 429) {
    return new ConformanceFailure(
      keeper,
      describeResponse(submission),
      '202 {taskId}: records that break field rules get error lines, not an HTTP error',
      submission,
    );
  }
  if (setup.endedOtherwise === undefined) return undefined;
  return new ConformanceFailure(
    keeper,
    `the task ended ${setup.endedOtherwise}`,
    'PROCESSED: records that break field rules get error lines, they do not fail the task',
    setup.finalStatus ? { request: setup.finalStatus.request } : undefined,
  );
}
