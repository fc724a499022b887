import { type BulkRecord, bulkRecordByName } from '../generators/bulk-record.ts';
import { isJsonObject } from '../src/api/json-object.ts';
import { TASK_STATUSES } from '../src/api/task-states.ts';
import { readNdjson } from '../src/client/ndjson-reader.ts';
import type { PollOutcome } from '../src/client/poll.ts';
import { type Exchange, headerOf } from '../src/client/types.ts';
import { runOf } from '../src/harness/run-context.ts';
import { schemaErrorText, validate } from '../src/schemas/registry.ts';
import { resultsPath } from '../src/api/paths.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectRule, expectStatus } from '../src/harness/expect.ts';
import { ConformanceFailure, describeResponse } from '../src/checks/conformance-failure.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt, skipWith } from '../src/harness/rule-test.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { pollStatus, type StatusObservation, submit } from '../src/harness/tasks.ts';

describe('Bulk lifecycle: submit, poll, fetch (interface.md What the service does; A2)', () => {
  const records: BulkRecord[] = [];
  let submission: Exchange | undefined;
  let taskId: string | undefined;
  let polled: PollOutcome<StatusObservation> | undefined;
  let lines: Array<{ number: number; value: unknown }> | undefined;

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
    polled = await pollStatus(t.run, taskId);
    const seen = polled.observations.map((o) => o.status ?? '?').filter((v, i, all) => v !== all[i - 1]);
    // Transitions and timings are not shown (States and transitions): recorded, not asserted.
    observe(
      t,
      'status-value-enum',
      'states seen while polling',
      `${seen.join(' → ')} (final after about ${Date.now() - started} ms, ${polled.observations.length} polls)`,
    );
    for (const { exchange, status } of polled.observations) {
      expectStatus('status-value-enum', exchange, [200], '200 while polling');
      if (!TASK_STATUSES.some((value) => value === status)) {
        throw new ConformanceFailure(
          'status-value-enum',
          describeResponse(exchange),
          `status one of ${TASK_STATUSES.join(', ')}`,
          exchange,
        );
      }
    }
    if (polled.timedOut)
      throw new Error(
        `no final state within ${t.run.poll.timeoutMs} ms (last: ${polled.observations.at(-1)?.status})`,
      );
  });

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
    const { client } = t.run;
    const { request, response } = await client.open({
      operation: 'bulk-results',
      method: 'GET',
      path: resultsPath(taskId),
    });
    if (response.status !== 200) {
      response.body.destroy();
      throw new ConformanceFailure('results-200-ndjson', `${response.status}`, '200 with an NDJSON body', {
        request,
      });
    }
    const bounds = client.transport.bounds;
    lines = [];
    for await (const line of readNdjson(response.body, {
      maxLineChars: bounds.maxLineChars,
      maxBytes: bounds.maxStreamBytes,
    })) {
      if (!isJsonObject(line.value)) {
        throw new ConformanceFailure(
          'results-200-ndjson',
          `line ${line.number}: ${line.text.slice(0, 200)}`,
          'one JSON object per line',
        );
      }
      lines.push({ number: line.number, value: line.value });
    }
  });

  ruleIt('results-record-uetr', 'every line carries the uetr of a submitted record', (t) => {
    if (!lines) return skipWith(t, 'the result file was not read');
    const submitted = new Set(records.map((r) => r.uetr.toLowerCase()));
    for (const { number, value } of lines) {
      const uetr = (value as { uetr?: unknown }).uetr;
      if (typeof uetr !== 'string' || !submitted.has(uetr.toLowerCase())) {
        throw new ConformanceFailure(
          'results-record-uetr',
          `line ${number}: uetr ${JSON.stringify(uetr)}`,
          'the uetr of a submitted record',
        );
      }
    }
  });

  ruleIt('results-record-shape', 'every line is a result record or a record-level error', (t) => {
    if (!lines) return skipWith(t, 'the result file was not read');
    const values = new Set<string>();
    for (const { value } of lines) {
      const line = value as Record<string, unknown>;
      const info = JSON.stringify(line.additionalPartyInformation ?? null);
      values.add(
        `partyNameMatch ${String(line.partyNameMatch)}, partyIdMatch ${String(line.partyIdMatch)}, additionalPartyInformation ${info}`,
      );
    }
    // Match values beyond MTCH and the Plus structure beyond advancedInfo are not shown (Resources/Result record).
    observe(
      t,
      'results-record-shape',
      'match values and Plus fields in the result lines',
      [...values].join('\n'),
    );
    for (const { number, value } of lines) {
      const isError = typeof (value as { code?: unknown }).code === 'string';
      const schema = isError ? 'responses/record-error.schema.json' : 'responses/result-record.schema.json';
      const { valid, errors } = validate(schema, value);
      if (!valid) {
        const problems = schemaErrorText(errors);
        throw new ConformanceFailure(
          'results-record-shape',
          `line ${number}: ${problems}`,
          `a line valid against schemas/${schema}`,
        );
      }
    }
  });

  ruleIt('results-one-line-per-record', 'each submitted record has exactly one result line', (t) => {
    if (!lines) return skipWith(t, 'the result file was not read');
    const counts = new Map<string, number>();
    for (const { value } of lines) {
      const uetr = String((value as { uetr?: unknown }).uetr).toLowerCase();
      counts.set(uetr, (counts.get(uetr) ?? 0) + 1);
    }
    const wrong = records.filter((r) => counts.get(r.uetr.toLowerCase()) !== 1);
    if (wrong.length > 0) {
      const received = wrong
        .map((r) => `${r.uetr}: ${counts.get(r.uetr.toLowerCase()) ?? 0} lines`)
        .join(', ');
      throw new ConformanceFailure('results-one-line-per-record', received, 'one line per submitted record');
    }
  });
});
