import { bulkRecordByName } from '../generators/bulk-record.ts';
import { describeResponse } from '../src/checks/conformance-failure.ts';
import { submissionPropertyEntries } from '../src/harness/properties/registry.ts';
import { bulkRequestTests } from '../src/harness/bulk-request-tests.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectFormatError, expectRule, expectStatus } from '../src/harness/expect.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { submitTarget } from '../src/harness/targets.ts';
import { pollStatus } from '../src/harness/tasks.ts';

describe('Bulk submission: POST /vopgateway/v1/bulk (A2)', () => {
  const target = submitTarget();

  ruleIt(
    'submit-content-type-missing',
    'no Content-Type gets 400 MANDATORY_HEADER_NOT_PROVIDED or 415',
    async (t) => {
      const exchange = await target.send(t.run, { headers: { 'Content-Type': null } });
      observe(t, 'submit-content-type-missing', 'submission without Content-Type (A2: 400 or 415)', exchange);
      if (exchange.response.status === 415) return;
      expectFormatError('submit-content-type-missing', exchange, ['MANDATORY_HEADER_NOT_PROVIDED']);
    },
  );

  ruleIt(
    'submit-corrupt-file',
    'a line that is not a JSON object ends FAILED with a detail, or gets 400 INVALID_REQUEST',
    async (t) => {
      const id = 'submit-corrupt-file';
      const [record] = sampleWithSeed(t.run, bulkRecordByName(), 1);
      const body = `${JSON.stringify(record)}\nthis line is not JSON\n`;
      const exchange = await target.sendBody(t.run, {}, body);
      observe(
        t,
        id,
        'submission of a file with a line that is not JSON (A2: 202 then FAILED, or 400)',
        exchange,
      );
      if (exchange.response.status === 400) {
        expectFormatError(id, exchange, ['INVALID_REQUEST']);
        return;
      }
      expectStatus(id, exchange, target.okStatuses, 'accepted then FAILED, or 400 INVALID_REQUEST');
      const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
      expectRule(t, id, typeof taskId === 'string', describeResponse(exchange), '202 {taskId}', exchange);
      const final = (await pollStatus(t.run, String(taskId))).final;
      const detail = final && (jsonBody(final.exchange) as { detail?: unknown } | undefined)?.detail;
      expectRule(
        t,
        id,
        final?.status === 'FAILED' && typeof detail === 'string' && detail.trim() !== '',
        final ? describeResponse(final.exchange) : 'no final state',
        'status FAILED with a non-empty detail',
        final?.exchange,
      );
    },
  );

  bulkRequestTests(target);
  for (const property of submissionPropertyEntries()) property.declare();
});
