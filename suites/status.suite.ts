import { bulkRecordByName } from '../generators/bulk-record.ts';
import { statusPath } from '../src/spec/paths.ts';
import { bulkRequestTests } from './support/bulk-request-tests.ts';
import { expectStatus } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';
import { sampleWithSeed } from './support/sample.ts';
import { sendVaried } from './support/send.ts';
import { taskPathTests } from './support/task-path-tests.ts';
import { taskIn } from './support/tasks.ts';

describe('Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4)', () => {
  let taskId = '';

  before(async function () {
    const [record] = sampleWithSeed(bulkRecordByName(), 1);
    if (record) taskId = await taskIn(this, 'PROCESSED', record);
  });

  const send = (variation: Parameters<typeof sendVaried>[1], id = taskId) =>
    sendVaried({ operation: 'bulk-status', method: 'GET', path: statusPath(id) }, variation);

  ruleIt('status-200-json-body', 'a valid request gets 200 and {status, detail?}', async () => {
    // The body is judged against schemas/responses/status.schema.json by the checks on every exchange.
    expectStatus('status-200-json-body', await send({}), [200], '200 with a JSON status body');
  });

  bulkRequestTests({
    subject: 'status',
    send,
    okStatuses: [200],
    otherMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  taskPathTests({ subject: 'status', send, taskId: () => taskId });
});
