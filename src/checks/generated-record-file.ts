import type { Exchange } from '../client/types.ts';
import { isAcceptedSubmission } from './accepted-submission.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import type { NotJudgedReason } from './result-file-observation.ts';

/**
 * record-error-keeps-task on the submission of a generated file of records (A2: records that break
 * field rules do not make the file refused): the failure when `submission` did not accept it with
 * a `taskId` (its body's member as parsed); undefined when it did.
 */
export function generatedFileRefused(submission: Exchange, taskId: unknown): ConformanceFailure | undefined {
  if (isAcceptedSubmission(submission, taskId)) return undefined;
  return new ConformanceFailure(
    'record-error-keeps-task',
    describeResponse(submission),
    'the file accepted',
    submission,
  );
}

/**
 * How the task `taskId` of a generated file of records ended (`final`: its final status and the
 * exchange that named it; undefined when none was reached): PROCESSED holds (undefined);
 * TIMED_OUT is not judged (the SLA's call); otherwise the failure of status-valid-file-not-failed
 * when every record is valid (`allValid`), else of record-error-keeps-task (A2; interface.md
 * States and transitions).
 */
export function generatedFileEnded(
  taskId: string,
  final: { readonly status: string | undefined; readonly exchange: Exchange } | undefined,
  allValid: boolean,
): ConformanceFailure | NotJudgedReason | undefined {
  if (final?.status === 'TIMED_OUT')
    return { notJudged: `a generated file ended TIMED_OUT (taskId ${taskId}): allowed by the SLA` };
  if (final?.status === 'PROCESSED') return undefined;
  return new ConformanceFailure(
    allValid ? 'status-valid-file-not-failed' : 'record-error-keeps-task',
    final ? describeResponse(final.exchange) : 'no final state',
    allValid
      ? 'PROCESSED: a file of valid records does not end FAILED'
      : 'PROCESSED: broken records do not fail the task',
    final?.exchange,
  );
}
