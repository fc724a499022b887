import { bulkRecordByName } from '../generators/bulk-record.ts';
import { PATHS } from '../src/spec/paths.ts';
import { bulkRequestTests, type Variation } from './support/bulk-request-tests.ts';
import { checkRule } from './support/checks.ts';
import { describeResponse } from '../src/checks/conformance-failure.ts';
import { expectFormatError, expectStatus, jsonBody } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';
import { sampleWithSeed } from './support/sample.ts';
import { sendVaried } from './support/send.ts';
import { ndjson, pollStatus } from './support/tasks.ts';

/** Statuses that accept a submission for the purpose of other rules (A2 fixes 202; judged by its own rule). */
const ACCEPTED = [200, 201, 202];

describe('Bulk submission: POST /vopgateway/v1/bulk (A2)', () => {
  const submitWith = (variation: Variation, body?: string) =>
    sendVaried(
      {
        operation: 'bulk-submit',
        method: 'POST',
        path: PATHS.bulk,
        headers: { 'Content-Type': 'application/x-ndjson' },
        body: body ?? ndjson(sampleWithSeed(bulkRecordByName(), 2)),
      },
      variation,
    );

  ruleIt(
    'submit-content-type-415',
    'charset=utf-8 passes; application/json or charset=iso-8859-1 gets 415',
    async () => {
      const id = 'submit-content-type-415';
      const utf8 = await submitWith({ headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
      expectStatus(id, utf8, ACCEPTED, 'accepted for application/x-ndjson; charset=utf-8');
      for (const contentType of [
        'application/json',
        'text/plain',
        'application/x-ndjson; charset=iso-8859-1',
      ]) {
        expectStatus(
          id,
          await submitWith({ headers: { 'Content-Type': contentType } }),
          [415],
          `415 for ${contentType}`,
        );
      }
    },
  );

  ruleIt(
    'submit-content-type-missing',
    'no Content-Type gets 400 MANDATORY_HEADER_NOT_PROVIDED or 415',
    async () => {
      const exchange = await submitWith({ headers: { 'Content-Type': null } });
      if (exchange.response.status === 415) return;
      expectFormatError('submit-content-type-missing', exchange, ['MANDATORY_HEADER_NOT_PROVIDED']);
    },
  );

  ruleIt(
    'submit-corrupt-file',
    'a line that is not a JSON object ends FAILED with a detail, or gets 400 INVALID_REQUEST',
    async () => {
      const id = 'submit-corrupt-file';
      const [record] = sampleWithSeed(bulkRecordByName(), 1);
      const exchange = await submitWith({}, `${JSON.stringify(record)}\nthis line is not JSON\n`);
      if (exchange.response.status === 400) {
        expectFormatError(id, exchange, ['INVALID_REQUEST']);
        return;
      }
      expectStatus(id, exchange, ACCEPTED, 'accepted then FAILED, or 400 INVALID_REQUEST');
      const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
      checkRule(id, typeof taskId === 'string', describeResponse(exchange), '202 {taskId}', exchange);
      const final = (await pollStatus(String(taskId))).final;
      const detail =
        (final && (jsonBody(final.exchange) as { detail?: unknown } | undefined)?.detail) ?? undefined;
      checkRule(
        id,
        final?.status === 'FAILED' && typeof detail === 'string' && detail.trim() !== '',
        final ? describeResponse(final.exchange) : 'no final state',
        'status FAILED with a non-empty detail',
        final?.exchange,
      );
    },
  );

  bulkRequestTests({
    subject: 'submit',
    send: (variation) => submitWith(variation),
    // Accepted = any 2xx; the exact 202 is judged by submit-202-task-id alone.
    okStatuses: ACCEPTED,
    otherMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  });
});
