import { taskPathPropertyEntries } from '../src/harness/properties/registry.ts';
import { bulkRequestTests } from '../src/harness/bulk-request-tests.ts';
import { expectStatus } from '../src/harness/expect.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { statusTarget } from '../src/harness/targets.ts';
import { taskPathTests } from '../src/harness/task-path-tests.ts';

describe('Bulk status: GET /vopgateway/v1/bulk/{taskId}/status (interface.md Endpoints/4)', () => {
  const target = statusTarget();

  ruleIt('status-200-json-body', 'a valid request gets 200 and {status, detail?}', async (t) => {
    // The body is judged against schemas/responses/status.schema.json by the checks on every exchange.
    expectStatus('status-200-json-body', await target.send(t.run, {}), [200], '200 with a JSON status body');
  });

  bulkRequestTests(target);
  taskPathTests(target);
  for (const property of taskPathPropertyEntries('status')) property.declare();
});
