import { limitFileAccepted, limitFileEnded } from '../checks/status-file-over-limit-failed.ts';
import { jsonBody } from '../client/json-body.ts';
import type { BulkRecord } from '../../generators/bulk-record.ts';
import { expectVerdict } from './expect.ts';
import { observe } from './observe.ts';
import { type RuleTest, skipWith } from './rule-test.ts';
import { sampleRecords } from './sample-records.ts';
import { ndjson, pollStatus, submit } from './tasks.ts';

const RULE = 'status-file-over-limit-failed';

/** Why the rule is skipped on a target whose file limits are not given (Limits: not shown). */
const LIMITS_MISSING =
  "the file limits are not shown: set VOP_MAX_RECORDS and VOP_MAX_FILE_BYTES (a profile's fileLimits) to judge them";

/**
 * What a test of status-file-over-limit-failed starts from: the target's limits (bytes, records;
 * the embedded mock's, or a URL target's as configured) and one valid record drawn with the run's
 * seed to build the files from.
 * @throws the skip of mocha (via `skipWith`, named on the first screen) when either limit is unknown.
 */
export function limitFileInputs(t: RuleTest): {
  readonly maxRecords: number;
  readonly maxFileBytes: number;
  readonly base: BulkRecord;
} {
  const { maxRecords, maxFileBytes } = t.run.fileLimits;
  if (maxRecords === undefined || maxFileBytes === undefined) return skipWith(t, LIMITS_MISSING);
  const [base] = sampleRecords(t.run, 1);
  if (!base) throw new Error('no record was drawn');
  return { maxRecords, maxFileBytes, base };
}

/**
 * Submits `records` (a file of `what`, e.g. "10,001 records, one over the record limit of
 * 10,000") and judges how its task ends under status-file-over-limit-failed (interface.md
 * Limits: "exceeding them gives FAILED"; States and transitions: FAILED "exceeding the maximum
 * size or record limit"): `over` true, the file must be accepted (202 with a taskId) and end
 * FAILED; false, a file of exactly a limit, it must not end FAILED (PROCESSED, or TIMED_OUT as the
 * SLA allows), as the judges of src/checks/status-file-over-limit-failed.ts say. A refused
 * submission is reported without its replay: its body is the whole file.
 * @throws ConformanceFailure of the rule, or of the status rules the poll judges.
 */
export async function judgeLimitFile(
  t: RuleTest,
  records: readonly BulkRecord[],
  what: string,
  over: boolean,
): Promise<void> {
  const bytes = Buffer.byteLength(ndjson(records), 'utf8');
  const sent = `a file of ${records.length} records, ${bytes} bytes (${what})`;
  const submission = await submit(t.run, records);
  const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
  expectVerdict(t, limitFileAccepted(submission, sent, over));
  const { final } = await pollStatus(t.run, String(taskId));
  observe(t, RULE, `final state of ${sent}`, final?.status ?? '(no final state)', final?.exchange);
  expectVerdict(t, limitFileEnded(final, sent, over), final?.exchange);
}
