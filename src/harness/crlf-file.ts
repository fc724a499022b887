import fc from 'fast-check';
import { sampleRecords } from './sample-records.ts';
import { bulkRecordById, bulkRecordByName } from '../../generators/bulk-record.ts';
import { ConformanceFailure, describeResponse } from '../checks/conformance-failure.ts';
import { jsonBody } from '../client/json-body.ts';
import { fetchResultFile } from './fetch-results.ts';
import { NotJudged } from './not-judged.ts';
import { expectedOutcome, lineOutcome } from './result-lines.ts';
import type { RunContext } from './run-context.ts';
import { pollStatus, submit } from './tasks.ts';

/** Valid records in the CRLF file. */
const CRLF_RECORDS = 4;

const DOCUMENTED =
  'one result line per record, found by its uetr, as for LF line ends (A2: "Body: NDJSON, one verification request per line"; NDJSON allows a CR before the LF)';

/**
 * Judges results-one-line-per-record on a file whose lines end in CRLF (A2: "Body: NDJSON, one
 * verification request per line, UTF-8"; NDJSON lets a line end in `\r\n`): a file of valid
 * records (by name and by organisation id, drawn with the run's seed) is accepted, ends
 * PROCESSED, and each record gets exactly one line with its uetr, a result record: the same lines
 * as with LF. A file ending TIMED_OUT is not judged (the SLA's call).
 * @throws ConformanceFailure of results-one-line-per-record (a record without its one result
 * line), submit-202-task-id (the file not accepted), status-valid-file-not-failed (the task ended
 * FAILED), or of the rule a step broke first (the poll's; results-200-ndjson; results-record-uetr
 * or record-error-uetr for a line without a uetr).
 * @throws NotJudged when the task ends TIMED_OUT.
 */
export async function judgeCrlfFile(run: RunContext): Promise<void> {
  const records = sampleRecords(run, CRLF_RECORDS, fc.oneof(bulkRecordByName(), bulkRecordById()));
  const submission = await submit(run, records, {}, '\r\n');
  const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
  const accepted = submission.response.status >= 200 && submission.response.status < 300;
  if (!accepted || typeof taskId !== 'string') {
    throw new ConformanceFailure(
      'submit-202-task-id',
      `a file of ${records.length} valid records with CRLF line ends: ${describeResponse(submission)}`,
      '202 with {"taskId": "<UUID>"}: a file with CRLF line ends is NDJSON',
      submission,
    );
  }
  const final = (await pollStatus(run, taskId)).final;
  if (final?.status === 'TIMED_OUT')
    throw new NotJudged(
      `the file with CRLF line ends ended TIMED_OUT (taskId ${taskId}): allowed by the SLA`,
    );
  if (final?.status !== 'PROCESSED') {
    throw new ConformanceFailure(
      'status-valid-file-not-failed',
      `a file of ${records.length} valid records with CRLF line ends ended ${final?.status ?? 'in no final state'}`,
      'PROCESSED: a file of valid records does not end FAILED, whichever line ends NDJSON allows it has',
      final?.exchange,
    );
  }
  const expected = new Map(records.map((r) => [r.uetr, expectedOutcome('result')]));
  const { file } = await fetchResultFile(run, taskId, expected);
  for (const record of records) {
    const count = file.countOf(record.uetr);
    const outcome = lineOutcome(file.lineOf(record.uetr));
    if (count === 1 && outcome === 'result') continue;
    // A line that is no JSON object, or a line without any uetr, breaks its own rule first.
    const first = file.explain(record.uetr);
    if (first?.ruleId === 'results-200-ndjson') throw first;
    const withoutUetr = file.lineWithoutUetr();
    if (withoutUetr) throw withoutUetr;
    const stray = file.strayLine()?.message.split('\n')[1]?.replace('Received: ', '');
    throw new ConformanceFailure(
      'results-one-line-per-record',
      `a file with CRLF line ends: ${count} line(s) with uetr ${record.uetr}${count > 0 ? ` (${outcome})` : ''}${stray ? `; a line without a submitted uetr: ${stray}` : ''}`,
      DOCUMENTED,
      submission,
    );
  }
}
