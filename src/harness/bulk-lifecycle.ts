import { randomUUID } from 'node:crypto';
import { type BulkRecord } from '../../generators/bulk-record.ts';
import { sampleRecords } from './sample-records.ts';
import { resultsPath } from '../api/paths.ts';
import { pollFailure } from '../checks/poll-failure.ts';
import type { TaskPoll } from '../checks/status-observation.ts';
import { statusValidFileNotFailed } from '../checks/status-valid-file-not-failed.ts';
import { submit202TaskId } from '../checks/submit-202-task-id.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import type { ResultFileRead } from './lifecycle-steps.ts';
import { NotJudged } from './not-judged.ts';
import { readResultFile } from './read-result-file.ts';
import type { RunContext } from './run-context.ts';
import { submittedUetrs } from './submitted-uetrs.ts';
import { pollTask, submit } from './tasks.ts';

// The run's bulk lifecycle (interface.md What the service does: submit, poll, fetch; A2): a file
// of seven valid records submitted once, its task polled once, its result file read once. Each step
// starts when a test first asks for it and is shared by every test of the run that asks again
// (`RunShared.bulkLifecycle`), so a test run alone (`--grep`) makes the steps it needs. A step that
// cannot go on throws the ConformanceFailure its rule's judge (src/checks) returned; the test of
// another rule is then not judged.

/** Records in the run's lifecycle file drawn with the run's seed. */
const LIFECYCLE_RECORDS = 5;

/**
 * Payee names after the drawn ones, so that the result lines of outcomes other than MTCH are
 * judged too (interface.md Resources/Result record: values beyond MTCH not shown): the embedded
 * mock's words for a non-match (NMTC) and a close match (CMTC). To any other target they are
 * plain names; their outcome is the target's to give.
 */
const OTHER_OUTCOME_NAMES = ['Jansen NOMATCH Beheer BV', 'Close Brothers Ltd'];

/**
 * The records of the run's lifecycle file: five valid ones drawn once with the run's seed, then
 * two more of the fifth's fields with the names of OTHER_OUTCOME_NAMES (the first record, whose
 * name a sandbox may read as a scenario, A9, stays a drawn one).
 */
export function lifecycleRecords(run: RunContext): readonly BulkRecord[] {
  const steps = run.shared.bulkLifecycle;
  if (steps.records) return steps.records;
  const drawn = sampleRecords(run, LIFECYCLE_RECORDS);
  const last = drawn[drawn.length - 1];
  const named = last
    ? OTHER_OUTCOME_NAMES.map((name) => ({ ...last, uetr: randomUUID(), party: { name } }))
    : [];
  steps.records = [...drawn, ...named];
  return steps.records;
}

/** The submission's exchange, whatever its status (sent once). */
export function lifecycleSubmission(run: RunContext): Promise<Exchange> {
  const steps = run.shared.bulkLifecycle;
  steps.submission ??= submit(run, lifecycleRecords(run));
  return steps.submission;
}

/**
 * The taskId of the submission's 202 `{taskId}` answer (A2).
 * @throws ConformanceFailure of submit-202-task-id (`submit202TaskId`) when the submission gave none.
 */
export async function lifecycleTaskId(run: RunContext): Promise<string> {
  const submission = await lifecycleSubmission(run);
  const failure = submit202TaskId(submission);
  if (failure) throw failure;
  return (jsonBody(submission) as { taskId: string }).taskId;
}

/**
 * The lifecycle task's poll as seen, unjudged (once): what status-final-state-reached's test
 * judges itself.
 * @throws what `lifecycleTaskId` and `pollTask` throw (submit-202-task-id; NotJudged, RateLimited).
 */
export function lifecyclePoll(run: RunContext): Promise<TaskPoll> {
  const steps = run.shared.bulkLifecycle;
  steps.poll ??= lifecycleTaskId(run).then((taskId) => pollTask(run, taskId));
  return steps.poll;
}

/**
 * The lifecycle task polled to a usable final state (once).
 * @throws what `lifecyclePoll` throws, and the failure `pollFailure` returns (status-200-json-body,
 * status-value-enum, status-final-state-reached).
 */
export function lifecyclePolled(run: RunContext): Promise<TaskPoll> {
  const steps = run.shared.bulkLifecycle;
  steps.polled ??= lifecyclePoll(run).then((taskPoll) => {
    const failure = pollFailure(taskPoll);
    if (failure) throw failure;
    return taskPoll;
  });
  return steps.polled;
}

async function readLifecycleFile(run: RunContext): Promise<ResultFileRead> {
  const { final } = await lifecyclePolled(run);
  if (final?.status === 'TIMED_OUT')
    throw new NotJudged('the lifecycle task ended TIMED_OUT (allowed by the SLA)');
  const failure = statusValidFileNotFailed(final);
  if (failure) throw failure;
  return readResultFile(
    run.client,
    { operation: 'bulk-results', method: 'GET', path: resultsPath(await lifecycleTaskId(run)) },
    { submitted: submittedUetrs(lifecycleRecords(run).map((r) => r.uetr)) },
  );
}

/**
 * The result file of the PROCESSED lifecycle task, read line by line through a judge that knows
 * the submitted uetrs (once); the answer whatever its status.
 * @throws ConformanceFailure of status-valid-file-not-failed when the task ended FAILED; NotJudged
 * when it ended TIMED_OUT (the SLA's call); what `lifecyclePolled` throws.
 */
export function lifecycleResultFile(run: RunContext): Promise<ResultFileRead> {
  const steps = run.shared.bulkLifecycle;
  steps.file ??= readLifecycleFile(run);
  return steps.file;
}
