import fc from 'fast-check';
import { sampleRecords } from './sample-records.ts';
import { bulkRecordById, bulkRecordByName } from '../../generators/bulk-record.ts';
import { crlfFileEnded, crlfFileRefused, crlfLinesFailure } from '../checks/crlf-file.ts';
import { expectedOutcome } from '../checks/record-outcome.ts';
import { jsonBody } from '../client/json-body.ts';
import { fetchResultFile } from './fetch-results.ts';
import { NotJudged } from './not-judged.ts';
import type { RunContext } from './run-context.ts';
import { pollStatus, submit } from './tasks.ts';

/** Valid records in the CRLF file. */
const CRLF_RECORDS = 4;

/**
 * Judges results-one-line-per-record on a file whose lines end in CRLF (A2: "Body: NDJSON, one
 * verification request per line, UTF-8"; NDJSON lets a line end in `\r\n`): a file of valid
 * records (by name and by organisation id, drawn with the run's seed) is submitted, polled and its
 * result file read; each step is judged by src/checks/crlf-file.ts (accepted, PROCESSED, each
 * record one result line with its uetr: the same lines as with LF).
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
  const refused = crlfFileRefused(records.length, submission, taskId);
  if (refused) throw refused;
  if (typeof taskId !== 'string') throw new Error('unreachable: an accepted submission has a taskId');
  const final = (await pollStatus(run, taskId)).final;
  const ended = crlfFileEnded(records.length, taskId, final);
  if (ended && 'notJudged' in ended) throw new NotJudged(ended.notJudged);
  if (ended) throw ended;
  const expected = new Map(records.map((r) => [r.uetr, expectedOutcome('result')]));
  const { file } = await fetchResultFile(run, taskId, expected);
  const failure = crlfLinesFailure(
    file.check,
    file.expected,
    records.map((r) => r.uetr),
    submission,
  );
  if (failure) throw failure;
}
