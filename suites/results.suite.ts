import { bulkRecordByName } from '../generators/bulk-record.ts';
import { headerOf } from '../src/client/types.ts';
import { validate } from '../src/schemas/registry.ts';
import { resultsPath } from '../src/spec/paths.ts';
import { bulkRequestTests } from './support/bulk-request-tests.ts';
import { checkRule } from './support/checks.ts';
import { expectStatus } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';
import { sampleWithSeed } from './support/sample.ts';
import { sendVaried } from './support/send.ts';
import { taskPathTests } from './support/task-path-tests.ts';
import { taskIn } from './support/tasks.ts';

/** File name of a Content-Disposition header (`filename="x"`, `filename=x` or `filename*=UTF-8''x`), or undefined. */
function dispositionFileName(header: string | undefined): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match?.[1];
}

describe('Bulk Plus results: GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5)', () => {
  let taskId = '';

  before(async function () {
    const [record] = sampleWithSeed(bulkRecordByName(), 1);
    if (record) taskId = await taskIn(this, 'PROCESSED', record);
  });

  const send = (variation: Parameters<typeof sendVaried>[1], id = taskId) =>
    sendVaried({ operation: 'bulk-results', method: 'GET', path: resultsPath(id) }, variation);

  ruleIt('results-content-disposition', 'Content-Disposition names <taskId>.ndjson', async () => {
    const exchange = await send({});
    expectStatus('results-content-disposition', exchange, [200], '200 with the result file');
    const header = headerOf(exchange.response, 'content-disposition');
    checkRule(
      'results-content-disposition',
      dispositionFileName(header)?.toLowerCase() === `${taskId}.ndjson`.toLowerCase(),
      `Content-Disposition: ${header ?? '(absent)'}`,
      `Content-Disposition with file name ${taskId}.ndjson`,
      exchange,
    );
  });

  ruleIt('results-content-type-ndjson', 'the result file is served as application/x-ndjson', async () => {
    const exchange = await send({ headers: { Accept: 'application/x-ndjson' } });
    expectStatus('results-content-type-ndjson', exchange, [200], '200 with the result file');
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    checkRule(
      'results-content-type-ndjson',
      validate('responses/results-headers.schema.json#/properties/content-type', contentType).valid,
      `Content-Type: ${contentType || '(absent)'}`,
      'Content-Type: application/x-ndjson',
      exchange,
    );
  });

  bulkRequestTests({
    subject: 'results',
    send,
    okStatuses: [200],
    otherMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  taskPathTests({ subject: 'results', send, taskId: () => taskId });
});
