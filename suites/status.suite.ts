import { bulkRecordByName } from '../generators/bulk-record.ts';
import { validate } from '../src/schemas/registry.ts';
import { statusPath } from '../src/spec/paths.ts';
import { bulkGetTests } from './support/bulk-get-tests.ts';
import { expectStatus, jsonBody } from './support/expect.ts';
import { ConformanceFailure, describeResponse } from './support/failure.ts';
import { ruleIt } from './support/rule-test.ts';
import { sampleWithSeed } from './support/sample.ts';
import { getStatus, taskIn } from './support/tasks.ts';

describe('Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4)', () => {
  let taskId = '';

  before(async function () {
    const [record] = sampleWithSeed(bulkRecordByName(), 1);
    if (record) taskId = await taskIn(this, 'PROCESSED', record);
  });

  ruleIt('status-200-json-body', 'a valid request gets 200 and {status, detail?}', async () => {
    const { exchange } = await getStatus(taskId);
    expectStatus('status-200-json-body', exchange, [200], '200 with a JSON status body');
    const { valid, errors } = validate('responses/status.schema.json', jsonBody(exchange));
    if (!valid) {
      throw new ConformanceFailure(
        'status-200-json-body',
        `${describeResponse(exchange)} (${errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')})`,
        '{status: one of the five states, detail: string when FAILED or TIMED_OUT}',
        exchange,
      );
    }
  });

  bulkGetTests({
    subject: 'status',
    operation: 'bulk-status',
    pathOf: statusPath,
    taskId: () => taskId,
    okStatuses: [200],
  });
});
