import { randomUUID } from 'node:crypto';
import { sampleRecords } from '../../src/harness/sample-records.ts';
import { type BulkRecord } from '../../generators/bulk-record.ts';
import { resultsPath } from '../../src/api/paths.ts';
import { describeResponse } from '../../src/checks/conformance-failure.ts';
import { jsonBody } from '../../src/client/json-body.ts';
import { pollUntil } from '../../src/client/poll.ts';
import type { TaskPathOperation } from '../../src/harness/bulk-operations.ts';
import { expectStatus } from '../../src/checks/expect-status.ts';
import { NotJudged } from '../../src/harness/not-judged.ts';
import { sendResults } from '../../src/harness/read-result-file.ts';
import { type RuleTest, skipWith } from '../../src/harness/rule-test.ts';
import { submittedUetrs } from '../../src/harness/submitted-uetrs.ts';
import { getStatus, submit } from '../../src/harness/tasks.ts';
import { unusableStatus } from '../../src/checks/unusable-status.ts';
import {
  type ResultLinesRead,
  sameResultLinesAsSubmitter,
  sameStatusAsSubmitter,
} from '../../src/checks/x-end-user-no-effect.ts';
import type { RuleId } from '../../src/rules/catalogue.ts';
import { ruleIt } from './rule-it.ts';

// The example tests of the `{taskId}` path the two bulk GET endpoints share: case (A11),
// existence (A4) and X-End-User's lack of effect (Endpoints/4). The taskId format and Accept
// rules are properties (src/harness/properties/).

/** The taskId in the other letter case names the same task (A11). */
export function taskIdCaseInsensitive(operation: TaskPathOperation, ruleId: RuleId): void {
  ruleIt(ruleId, 'the taskId in the other letter case names the same task (A11)', async (t) => {
    const issued = await operation.taskId(t.run);
    // Issued in lower case (or mixed), the upper-case form; issued in upper case, the lower-case form.
    const swapped = issued === issued.toUpperCase() ? issued.toLowerCase() : issued.toUpperCase();
    const exchange = await operation.send(t.run, {}, swapped);
    expectStatus(
      ruleId,
      exchange,
      [200],
      `200 for ${swapped}, the other letter case of the issued taskId ${issued}`,
    );
  });
}

/** `taskId` with its last hexadecimal digit changed (a UUID one digit away, of the same letter case). */
function lastDigitChanged(taskId: string): string {
  const last = taskId.slice(-1);
  const other = last === '0' ? '1' : '0';
  return `${taskId.slice(0, -1)}${other}`;
}

/**
 * A UUID that names no task gets 404 (A4): a fresh one, the same in upper case (A11: either case
 * is a UUID, so not 400), the issued taskId with its last digit changed (a lookup by a prefix
 * finds the issued task), and UUIDs of versions 1, 3 and 5 and with leading zeros.
 */
export function unknownTask404(operation: TaskPathOperation, ruleId: RuleId): void {
  ruleIt(
    ruleId,
    'a UUID that names no task gets 404 (A4): fresh, in upper case, one digit from an issued taskId, versions 1, 3, 5, leading zeros',
    async (t) => {
      const issued = await operation.taskId(t.run);
      const unknown: ReadonlyArray<[string, string]> = [
        ['a fresh UUID', randomUUID()],
        ['a fresh UUID in upper case', randomUUID().toUpperCase()],
        [`the issued taskId ${issued} with its last digit changed`, lastDigitChanged(issued)],
        // Versions 1, 3 and 5 and groups that start with zeros: UUIDs every provider takes (A11).
        ['a UUID of version 1', `${randomUUID().slice(0, 14)}1${randomUUID().slice(15)}`],
        ['a UUID of version 3', `${randomUUID().slice(0, 14)}3${randomUUID().slice(15)}`],
        ['a UUID of version 5', `${randomUUID().slice(0, 14)}5${randomUUID().slice(15)}`],
        ['a UUID whose groups start with zeros', `00c0ffee-0000-4000-8000-${randomUUID().slice(-12)}`],
      ];
      for (const [what, taskId] of unknown) {
        const exchange = await operation.send(t.run, {}, taskId);
        expectStatus(ruleId, exchange, [404], `404 with an error body for ${what} (${taskId})`);
      }
    },
  );
}

/** The X-End-User of the submission, and the others a task is read with (none: not sent). */
const SUBMITTED_BY = 'dept-a';
const READ_BY: ReadonlyArray<string | undefined> = ['dept-b', undefined];

/** A task submitted with X-End-User `dept-a`, polled with it to a final state. */
interface EndUserTask {
  readonly taskId: string;
  readonly records: readonly BulkRecord[];
  readonly status: string;
}

/** `headers` with X-End-User `endUser` (none when undefined). */
function asEndUser(endUser: string | undefined): Record<string, string> {
  return endUser === undefined ? {} : { 'X-End-User': endUser };
}

/**
 * Submits two records with X-End-User `dept-a` and polls the task with it to a final state.
 * @throws NotJudged when the submission is not accepted or no final state is seen with `dept-a`
 * (the rules of the submission and of polling judge those); ConformanceFailure of
 * status-200-json-body or status-value-enum when the poll ended on a status none of the five.
 */
async function endUserTask(t: RuleTest): Promise<EndUserTask> {
  const records = sampleRecords(t.run, 2);
  const submitted = await submit(t.run, records, asEndUser(SUBMITTED_BY));
  const taskId = (jsonBody(submitted) as { taskId?: unknown } | undefined)?.taskId;
  if (submitted.response.status >= 300 || typeof taskId !== 'string') {
    throw new NotJudged(
      `a file submitted with X-End-User: ${SUBMITTED_BY} was not accepted (${describeResponse(submitted)})`,
    );
  }
  const outcome = await pollUntil(
    () => getStatus(t.run, taskId, asEndUser(SUBMITTED_BY)),
    (o) => o.exchange.response.status !== 200 || !['NOT_STARTED', 'IN_PROGRESS'].includes(o.status ?? ''),
    t.run.poll,
  );
  const final = outcome.final;
  if (final?.exchange.response.status !== 200 || final.status === undefined) {
    throw new NotJudged(`task ${taskId}, read with X-End-User: ${SUBMITTED_BY}, reached no final state`);
  }
  // A status none of the five ends the poll but is no final state: that rule broke first (a later
  // read may see the task further on, which says nothing of X-End-User).
  const broken = unusableStatus(final);
  if (broken) throw broken;
  return { taskId, records, status: final.status };
}

/** "Read with X-End-User: dept-b" or "read without X-End-User". */
function readAs(endUser: string | undefined): string {
  return endUser === undefined ? 'read without X-End-User' : `read with X-End-User: ${endUser}`;
}

/** `value` as JSON text with the members of every object in name order: equal JSON values, equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const members = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The members of a result line that make its result (Resources/Result record; an error line's
 * Errors/Error response members but the free-text `detail`), compared across reads: a member the
 * files do not name may differ from read to read.
 */
const RESULT_MEMBERS = [
  'uetr',
  'partyNameMatch',
  'partyIdMatch',
  'matchedName',
  'additionalPartyInformation',
  'status',
  'type',
  'code',
  'title',
  'instance',
];

/** The members of `line` that make its result, as canonical JSON. */
function resultOf(line: Readonly<Record<string, unknown>>): string {
  return canonicalJson(Object.fromEntries(RESULT_MEMBERS.filter((m) => m in line).map((m) => [m, line[m]])));
}

/**
 * The result of each record of `task` read as `endUser`, in record order (its line's result
 * members as canonical JSON, or `(none)`).
 */
async function resultLinesAs(
  t: RuleTest,
  ruleId: RuleId,
  task: EndUserTask,
  endUser: string | undefined,
): Promise<ResultLinesRead> {
  const submitted = submittedUetrs(task.records.map((r) => r.uetr));
  const { exchange, fileCheck } = await sendResults(
    t.run,
    {
      operation: 'bulk-results',
      method: 'GET',
      path: resultsPath(task.taskId),
      headers: asEndUser(endUser),
    },
    { submitted, keepLines: true },
  );
  expectStatus(ruleId, exchange, [200], `200 with the result file, ${readAs(endUser)}`);
  const lines = task.records.map((_, i) => {
    const line = fileCheck?.lineAt(i);
    return line === undefined ? '(none)' : resultOf(line);
  });
  return { exchange, lines };
}

/**
 * X-End-User "has no effect on the result" (Endpoints/4): a task submitted with X-End-User
 * `dept-a` is read the same with `dept-b` and with none. On the status endpoint: 200 and the
 * status seen with `dept-a`. On the results endpoint: 200 and, record by record, the same result
 * as read with `dept-a` (the line's documented members, as JSON values).
 */
export function xEndUserNoEffect(operation: TaskPathOperation, ruleId: RuleId): void {
  const what = operation.subject === 'status' ? 'the same status' : 'the same result lines, record by record';
  ruleIt(
    ruleId,
    `a task submitted with X-End-User: ${SUBMITTED_BY} gets ${what} read with another X-End-User or none`,
    async (t) => {
      const task = await endUserTask(t);
      if (operation.subject === 'status') {
        for (const endUser of READ_BY) {
          const seen = await getStatus(t.run, task.taskId, asEndUser(endUser));
          expectStatus(ruleId, seen.exchange, [200], `200, ${readAs(endUser)}`);
          const failure = sameStatusAsSubmitter(ruleId, seen, task.status, readAs(endUser), SUBMITTED_BY);
          if (failure) throw failure;
        }
        return;
      }
      if (task.status !== 'PROCESSED') {
        return skipWith(t, `the task submitted with X-End-User ended ${task.status}, not PROCESSED`);
      }
      const own = await resultLinesAs(t, ruleId, task, SUBMITTED_BY);
      for (const endUser of READ_BY) {
        const other = await resultLinesAs(t, ruleId, task, endUser);
        const failure = sameResultLinesAsSubmitter(ruleId, own, other, readAs(endUser), SUBMITTED_BY);
        if (failure) throw failure;
      }
    },
  );
}
