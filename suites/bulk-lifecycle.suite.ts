import { type BulkRecord, bulkRecordByName } from '../generators/bulk-record.ts';
import type { PollOutcome } from '../src/client/poll.ts';
import { type Exchange, headerOf } from '../src/client/types.ts';
import { runOf } from '../src/harness/run-context.ts';
import { validate } from '../src/schemas/registry.ts';
import { resultsPath } from '../src/api/paths.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectRule, expectStatus } from '../src/harness/expect.ts';
import { ConformanceFailure, describeResponse } from '../src/checks/conformance-failure.ts';
import { observe } from '../src/harness/observe.ts';
import { readResultFile } from '../src/harness/read-result-file.ts';
import type { ResultFileJudge } from '../src/harness/result-file-judge.ts';
import {
  notObjectFailure,
  observedValuesText,
  oneLinePerRecord,
  shapeFailure,
  strayUetrFailure,
} from '../src/harness/result-file-rules.ts';
import { ruleIt, skipWith } from '../src/harness/rule-test.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { submittedUetrs } from '../src/harness/submitted-uetrs.ts';
import { pollStatus, type StatusObservation, submit } from '../src/harness/tasks.ts';

describe('Bulk lifecycle: submit, poll, fetch (interface.md What the service does; A2)', () => {
  const records: BulkRecord[] = [];
  let submission: Exchange | undefined;
  let taskId: string | undefined;
  let polled: PollOutcome<StatusObservation> | undefined;
  let pollError: unknown;
  let file: ResultFileJudge | undefined;

  before(function () {
    records.push(...sampleWithSeed(runOf(this), bulkRecordByName(), 5));
  });

  ruleIt('submit-202-task-id', 'a valid NDJSON file gets 202 and {taskId: UUID}', async (t) => {
    submission = await submit(t.run, records);
    const location = headerOf(submission.response, 'location');
    // The submission response beyond {taskId} is not shown (Endpoints/6): its fields and Location are recorded.
    observe(
      t,
      'submit-202-task-id',
      'submission response',
      `${describeResponse(submission)}; Location: ${location ?? '(absent)'}`,
      submission,
    );
    expectStatus('submit-202-task-id', submission, [202], '202 with {taskId}');
    const body = jsonBody(submission);
    const { valid } = validate('responses/submission.schema.json', body);
    if (!valid) {
      throw new ConformanceFailure(
        'submit-202-task-id',
        describeResponse(submission),
        '{"taskId": "<UUID>"}',
        submission,
      );
    }
    taskId = (body as { taskId: string }).taskId;
  });

  ruleIt('submit-x-request-id-echo', 'the 202 echoes X-Request-Id', (t) => {
    if (!submission) return skipWith(t, 'the submission did not complete');
    const sent = submission.request.headers['X-Request-Id'];
    const echoed = headerOf(submission.response, 'x-request-id');
    expectRule(
      t,
      'submit-x-request-id-echo',
      echoed === sent,
      `X-Request-Id: ${echoed ?? '(absent)'}`,
      `X-Request-Id: ${sent}`,
      submission,
    );
  });

  ruleIt('status-value-enum', 'every polled status is one of the five states', async (t) => {
    if (!taskId) return skipWith(t, 'no taskId: the submission failed');
    const started = Date.now();
    try {
      // Stops at the first status outside the five states, failing this rule (src/harness/tasks.ts).
      polled = await pollStatus(t.run, taskId);
    } catch (error) {
      pollError = error;
      throw error;
    }
    const seen = polled.observations.map((o) => o.status ?? '?').filter((v, i, all) => v !== all[i - 1]);
    // Transitions and timings are not shown (States and transitions): recorded, not asserted.
    observe(
      t,
      'status-value-enum',
      'states seen while polling',
      `${seen.join(' → ')} (final after about ${Date.now() - started} ms, ${polled.observations.length} polls)`,
    );
    const final = polled.final;
    if (final) expectStatus('status-200-json-body', final.exchange, [200], '200 with a JSON status body');
  });

  ruleIt(
    'status-final-state-reached',
    'the task reaches PROCESSED, FAILED or TIMED_OUT within the poll timeout',
    (t) => {
      // The poll of status-value-enum's test gave up with this rule's failure: it is this test's verdict.
      if (pollError instanceof ConformanceFailure && pollError.ruleId === 'status-final-state-reached')
        throw pollError;
      if (!polled?.final) return skipWith(t, 'polling did not complete');
    },
  );

  ruleIt('status-valid-file-not-failed', 'a small well-formed file does not end FAILED', (t) => {
    const final = polled?.final;
    if (!final) return skipWith(t, 'polling did not reach a final state');
    if (final.status === 'TIMED_OUT') return skipWith(t, 'the task ended TIMED_OUT (allowed by the SLA)');
    expectRule(
      t,
      'status-valid-file-not-failed',
      final.status === 'PROCESSED',
      describeResponse(final.exchange),
      'PROCESSED',
      final.exchange,
    );
  });

  ruleIt('results-200-ndjson', 'the result file is 200 and every line is one JSON object', async (t) => {
    if (polled?.final?.status !== 'PROCESSED' || !taskId)
      return skipWith(t, 'the task did not reach PROCESSED');
    // Streamed and judged line by line, never held whole: only counts and first offending lines are kept.
    const { exchange, judge } = await readResultFile(
      t.run.client,
      { operation: 'bulk-results', method: 'GET', path: resultsPath(taskId) },
      { submitted: submittedUetrs(records.map((r) => r.uetr)) },
    );
    if (!judge) {
      throw new ConformanceFailure(
        'results-200-ndjson',
        `${exchange.response.status}`,
        '200 with an NDJSON body',
        { request: exchange.request },
      );
    }
    const notObject = notObjectFailure(judge);
    if (notObject) throw notObject;
    // Only a whole file of JSON objects is judged line by line by the tests below.
    file = judge;
  });

  ruleIt('results-record-uetr', 'every line carries the uetr of a submitted record', (t) => {
    if (!file) return skipWith(t, 'the result file was not read');
    // A record-level error line without its uetr breaks record-error-uetr instead.
    const stray = strayUetrFailure(file);
    if (stray) throw stray;
  });

  ruleIt('results-record-shape', 'every line is a result record or a record-level error', (t) => {
    if (!file) return skipWith(t, 'the result file was not read');
    // Match values beyond MTCH and the Plus structure beyond advancedInfo are not shown (Resources/Result record).
    observe(
      t,
      'results-record-shape',
      'match values and Plus fields in the result lines',
      observedValuesText(file),
    );
    // The uetr of each line is judged by results-record-uetr and record-error-uetr.
    const shape = shapeFailure(file);
    if (shape) throw shape;
  });

  ruleIt('results-one-line-per-record', 'each submitted record has exactly one result line', (t) => {
    if (!file) return skipWith(t, 'the result file was not read');
    const verdict = oneLinePerRecord(file);
    if (!verdict) return;
    // A record without a line, beside lines without a submitted uetr: which line is whose is unknown.
    if (verdict.notJudged !== undefined) return skipWith(t, verdict.notJudged);
    throw verdict.failure;
  });
});
