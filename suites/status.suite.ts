import { taskPathPropertyEntries } from './properties/registry.ts';
import { bulkRequestTests } from './support/bulk-request-tests.ts';
import { expectStatus } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';
import { statusTarget } from './support/targets.ts';
import { taskPathTests } from './support/task-path-tests.ts';

describe('Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4)', () => {
  const target = statusTarget();

  ruleIt('status-200-json-body', 'a valid request gets 200 and {status, detail?}', async () => {
    // The body is judged against schemas/responses/status.schema.json by the checks on every exchange.
    expectStatus('status-200-json-body', await target.send({}), [200], '200 with a JSON status body');
  });

  bulkRequestTests(target);
  taskPathTests(target);
  for (const property of taskPathPropertyEntries('status')) property.declare();
});
