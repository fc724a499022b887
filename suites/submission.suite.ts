import { sampleRecords } from '../src/harness/sample-records.ts';
import { describeResponse } from '../src/checks/conformance-failure.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectVerdict } from '../src/harness/expect.ts';
import { corruptFileAccepted, corruptFileEnded } from '../src/checks/submit-corrupt-file.ts';
import { resendNewTaskId } from '../src/checks/submit-resend-after-failed.ts';
import { acceptedTaskId, taskIdUniqueVerdict } from '../src/checks/submit-task-id-unique.ts';
import { expectFormatError } from '../src/checks/expect-format-error.ts';
import { expectStatus } from '../src/checks/expect-status.ts';
import { observe } from '../src/harness/observe.ts';
import { headerOf } from '../src/client/types.ts';
import { lifecycleSubmission, lifecycleTaskId } from '../src/harness/bulk-lifecycle.ts';
import { ACCEPTED_SUBMISSION, submitOperation } from '../src/harness/bulk-operations.ts';
import {
  acceptLanguageIso6391,
  xChannelMax70,
  xEndUserLength,
  xEndUserPattern,
  xRequestIdMax128,
  xRequestIdTextForm,
  xRequestIdUuid,
  xSoftwareSupplierMax70,
} from '../src/harness/properties/header-properties.ts';
import { accept406 } from '../src/harness/properties/accept-properties.ts';
import { contentType415 } from '../src/harness/properties/submission-properties.ts';
import { NotJudged } from '../src/harness/not-judged.ts';
import { skipWith } from '../src/harness/rule-test.ts';
import { pollStatus, scenarioNameOf, submit } from '../src/harness/tasks.ts';
import {
  authExpired401,
  authInvalid401,
  authMalformed401,
  authMissing401,
  method405,
  scope403,
  xRequestIdEcho,
  xRequestIdEmpty,
  xRequestIdMandatory,
} from './shared/bulk-requests.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';

describe('Bulk submission: POST /vopgateway/v1/bulk (A2)', () => {
  const submission = submitOperation();

  // The run's lifecycle file (seven valid records), submitted once and shared with the state and
  // results suites (src/harness/bulk-lifecycle.ts).
  ruleIt('submit-202-task-id', 'a valid NDJSON file gets 202 and {taskId: UUID}', async (t) => {
    const exchange = await lifecycleSubmission(t.run);
    const location = headerOf(exchange.response, 'location');
    // The submission response beyond {taskId} is not shown (Endpoints/6): its fields and Location are recorded.
    observe(
      t,
      t.ruleId,
      'submission response',
      `${describeResponse(exchange)}; Location: ${location ?? '(absent)'}`,
      exchange,
    );
    expectStatus(t.ruleId, exchange, [202], '202 with {taskId}');
    await lifecycleTaskId(t.run);
  });
  xRequestIdEcho(submission, 'submit-x-request-id-echo');

  ruleIt(
    'submit-content-type-missing',
    'no Content-Type gets 400 MANDATORY_HEADER_NOT_PROVIDED or 415',
    async (t) => {
      const exchange = await submission.send(t.run, { headers: { 'Content-Type': null } });
      observe(t, t.ruleId, 'submission without Content-Type (A2: 400 or 415)', exchange);
      if (exchange.response.status === 415) return;
      expectFormatError(t.ruleId, exchange, ['MANDATORY_HEADER_NOT_PROVIDED']);
    },
  );

  ruleIt(
    'submit-content-type-empty',
    'an empty or whitespace Content-Type gets 400 INVALID_HEADER or MANDATORY_HEADER_NOT_PROVIDED, or 415 (A14, A2)',
    async (t) => {
      for (const contentType of ['', '\t']) {
        const exchange = await submission.send(t.run, { headers: { 'Content-Type': contentType } });
        // A14 gives 400 with either title; A2 gives 415 for "anything else": each conforms.
        if (exchange.response.status === 415) continue;
        expectFormatError(t.ruleId, exchange, ['INVALID_HEADER', 'MANDATORY_HEADER_NOT_PROVIDED']);
      }
    },
  );

  ruleIt(
    'submit-corrupt-file',
    'a line that is not a JSON object ends FAILED with a detail, or gets 400 INVALID_REQUEST',
    async (t) => {
      const [record] = sampleRecords(t.run, 1);
      const body = `${JSON.stringify(record)}\nthis line is not JSON\n`;
      const exchange = await submission.sendBody(t.run, {}, body);
      observe(
        t,
        t.ruleId,
        'submission of a file with a line that is not JSON (A2: 202 then FAILED, or 400)',
        exchange,
      );
      if (exchange.response.status === 400) {
        expectFormatError(t.ruleId, exchange, ['INVALID_REQUEST']);
        return;
      }
      expectStatus(t.ruleId, exchange, submission.okStatuses, 'accepted then FAILED, or 400 INVALID_REQUEST');
      const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
      expectVerdict(t, corruptFileAccepted(exchange), exchange);
      const final = (await pollStatus(t.run, String(taskId))).final;
      expectVerdict(t, corruptFileEnded(final), final?.exchange);
    },
  );

  ruleIt(
    'submit-resend-after-failed',
    'the records of a task that ended FAILED, sent again, get 202 and a new taskId (States and transitions, rule 2)',
    async (t) => {
      const name = scenarioNameOf(t.run, 'FAILED');
      if (name === undefined) {
        return skipWith(
          t,
          "needs the target's FAILED scenario name: set VOP_SCENARIO_FAILED (profile scenarioNames.failed) (A9)",
        );
      }
      const [first, ...rest] = sampleRecords(t.run, 2);
      const file = first ? [{ ...first, party: { name } }, ...rest] : rest;
      const sent = await submit(t.run, file);
      const taskId = (jsonBody(sent) as { taskId?: unknown } | undefined)?.taskId;
      if (typeof taskId !== 'string')
        throw new NotJudged(`the first submission gave no taskId (${describeResponse(sent)})`);
      const final = (await pollStatus(t.run, taskId)).final;
      if (final?.status !== 'FAILED') {
        throw new NotJudged(
          `scenarioNames.failed (VOP_SCENARIO_FAILED) is ${JSON.stringify(name)}, and the task made with it (${taskId}) ended ${final?.status ?? 'in no final state'}`,
        );
      }
      // Rule 2: the file has to be resent, so the same records (the same uetrs) are taken again.
      const again = await submit(t.run, file);
      // Accepted is what rule 2 asks; the 202 itself is submit-202-task-id's, judged on every submission.
      expectStatus(
        t.ruleId,
        again,
        ACCEPTED_SUBMISSION,
        'accepted with {taskId}: the records of a FAILED task sent again',
      );
      expectVerdict(t, resendNewTaskId(again, taskId), again);
    },
  );

  ruleIt(
    'submit-task-id-unique',
    'the same valid file sent twice gets two taskIds, each other than the lifecycle task\'s (Resources/Bulk request: "Unique id")',
    async (t) => {
      const earlier = new Set([(await lifecycleTaskId(t.run)).toLowerCase()]);
      // One file, sent twice byte for byte: the same records, the same uetrs.
      const file = sampleRecords(t.run, 2);
      for (const send of ['first', 'second']) {
        const exchange = await submit(t.run, file);
        expectStatus(t.ruleId, exchange, [202], `202 with {taskId}: the ${send} sending of one file`);
        const verdict = taskIdUniqueVerdict(earlier, exchange);
        const taskId = acceptedTaskId(exchange);
        if (!verdict || taskId === undefined)
          throw new NotJudged(`the ${send} sending gave no taskId (${describeResponse(exchange)})`);
        expectVerdict(t, verdict, exchange);
        earlier.add(taskId);
      }
    },
  );
  xRequestIdMandatory(submission, 'submit-x-request-id-mandatory');
  xRequestIdEmpty(submission, 'submit-x-request-id-empty');

  // Bearer token and scope (Authentication 4-5; A5, A15), methods (A16).
  authMissing401(submission, 'submit-auth-missing-401');
  authInvalid401(submission, 'submit-auth-invalid-401');
  authMalformed401(submission, 'submit-auth-malformed-401');
  authExpired401(submission, 'submit-auth-expired-401');
  scope403(submission, 'submit-scope-403');
  method405(submission, 'submit-method-405');

  // Generated cases (A2: the headers of endpoint 4, Content-Type): their work starts together.
  const generated = propertyGroup();
  generated.declare(xRequestIdUuid(submission, 'submit-x-request-id-uuid'));
  generated.declare(xRequestIdTextForm(submission, 'submit-x-request-id-text-form'));
  generated.declare(xRequestIdMax128(submission, 'submit-x-request-id-max-128'));
  generated.declare(xEndUserLength(submission, 'submit-x-end-user-length'));
  generated.declare(xEndUserPattern(submission, 'submit-x-end-user-pattern'));
  generated.declare(xSoftwareSupplierMax70(submission, 'submit-x-software-supplier-max-70'));
  generated.declare(xChannelMax70(submission, 'submit-x-channel-max-70'));
  generated.declare(acceptLanguageIso6391(submission, 'submit-accept-language-iso-639-1'));
  generated.declare(accept406(submission, 'submit-accept-406'));
  generated.declare(contentType415(submission, 'submit-content-type-415'));
});
