import type { Exchange } from '../client/types.ts';
import { isAcceptedSubmission } from './accepted-submission.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import { explainRecordLine } from './record-line-explanation.ts';
import { lineOutcome } from './record-outcome.ts';
import type { NotJudgedReason, RecordLinesObservation } from './result-file-observation.ts';
import { strayLineText, uetrlessLineFailure } from './results-record-uetr.ts';

const DOCUMENTED =
  'one result line per record, found by its uetr, as for LF line ends (A2: "Body: NDJSON, one verification request per line"; NDJSON allows a CR before the LF)';

/**
 * submit-202-task-id on the submission of a file of `records` valid records with CRLF line ends
 * (A2: NDJSON lets a line end in `\r\n`): the failure when `submission` did not accept it with a
 * `taskId` (its body's member as parsed); undefined when it did.
 */
export function crlfFileRefused(
  records: number,
  submission: Exchange,
  taskId: unknown,
): ConformanceFailure | undefined {
  if (isAcceptedSubmission(submission, taskId)) return undefined;
  return new ConformanceFailure(
    'submit-202-task-id',
    `a file of ${records} valid records with CRLF line ends: ${describeResponse(submission)}`,
    '202 with {"taskId": "<UUID>"}: a file with CRLF line ends is NDJSON',
    submission,
  );
}

/**
 * How the task `taskId` of a file of `records` valid records with CRLF line ends ended (`final`:
 * its final status and the exchange that named it; undefined when none was reached): PROCESSED
 * holds (undefined); TIMED_OUT is not judged (the SLA's call); otherwise the failure of
 * status-valid-file-not-failed (interface.md States and transitions).
 */
export function crlfFileEnded(
  records: number,
  taskId: string,
  final: { readonly status: string | undefined; readonly exchange: Exchange } | undefined,
): ConformanceFailure | NotJudgedReason | undefined {
  if (final?.status === 'TIMED_OUT')
    return {
      notJudged: `the file with CRLF line ends ended TIMED_OUT (taskId ${taskId}): allowed by the SLA`,
    };
  if (final?.status === 'PROCESSED') return undefined;
  return new ConformanceFailure(
    'status-valid-file-not-failed',
    `a file of ${records} valid records with CRLF line ends ended ${final?.status ?? 'in no final state'}`,
    'PROCESSED: a file of valid records does not end FAILED, whichever line ends NDJSON allows it has',
    final?.exchange,
  );
}

/**
 * results-one-line-per-record on the result file of a file of valid records with CRLF line ends
 * (`uetrs`: its records; `file` read against `expected`, each record's outcome by lower-case
 * uetr): each record has exactly one line with its uetr, a result record, as with LF. A line that
 * is not a JSON object, or a line without any uetr, breaks its own rule first (results-200-ndjson,
 * the line's uetr rule). Undefined when every record has its line; `replay`: the submission.
 */
export function crlfLinesFailure(
  file: RecordLinesObservation,
  expected: ReadonlyMap<string, string>,
  uetrs: readonly string[],
  replay: Exchange,
): ConformanceFailure | undefined {
  for (const uetr of uetrs) {
    const index = file.submitted.indexOf(uetr);
    const count = index === undefined ? 0 : file.linesOf(index);
    const outcome = lineOutcome(index === undefined ? undefined : file.lineAt(index));
    if (count === 1 && outcome === 'result') continue;
    const first = explainRecordLine(file, expected, uetr);
    if (first?.ruleId === 'results-200-ndjson') return first;
    const withoutUetr = uetrlessLineFailure(file);
    if (withoutUetr) return withoutUetr;
    const strayLine = file.strayLine();
    const stray = strayLine ? strayLineText(strayLine) : undefined;
    return new ConformanceFailure(
      'results-one-line-per-record',
      `a file with CRLF line ends: ${count} line(s) with uetr ${uetr}${count > 0 ? ` (${outcome})` : ''}${stray ? `; a line without a submitted uetr: ${stray}` : ''}`,
      DOCUMENTED,
      replay,
    );
  }
  return undefined;
}
