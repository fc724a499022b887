import { dispositionNamesResultFile } from '../src/client/content-disposition.ts';
import { headerOf } from '../src/client/types.ts';
import { validate } from '../src/schemas/registry.ts';
import { taskPathPropertyEntries } from '../src/harness/properties/registry.ts';
import { bulkRequestTests } from '../src/harness/bulk-request-tests.ts';
import { expectRule, expectStatus } from '../src/harness/expect.ts';
import { observe } from '../src/harness/observe.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { resultsTarget } from '../src/harness/targets.ts';
import { taskPathTests } from '../src/harness/task-path-tests.ts';

describe('Bulk Plus results: GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5)', () => {
  const target = resultsTarget();

  ruleIt('results-content-disposition', 'Content-Disposition names <taskId>.ndjson', async (t) => {
    const taskId = await target.taskId(t.run);
    const exchange = await target.send(t.run, {}, taskId);
    expectStatus('results-content-disposition', exchange, [200], '200 with the result file');
    const header = headerOf(exchange.response, 'content-disposition');
    observe(t, 'results-content-disposition', 'Content-Disposition', header ?? '(absent)');
    expectRule(
      t,
      'results-content-disposition',
      dispositionNamesResultFile(header, taskId),
      `Content-Disposition: ${header ?? '(absent)'}`,
      `Content-Disposition with file name ${taskId}.ndjson`,
      exchange,
    );
  });

  ruleIt('results-content-type-ndjson', 'the result file is served as application/x-ndjson', async (t) => {
    const exchange = await target.send(t.run, { headers: { Accept: 'application/x-ndjson' } });
    expectStatus('results-content-type-ndjson', exchange, [200], '200 with the result file');
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    observe(t, 'results-content-type-ndjson', 'Content-Type of the result file', contentType || '(absent)');
    expectRule(
      t,
      'results-content-type-ndjson',
      validate('responses/results-headers.schema.json#/properties/content-type', contentType).valid,
      `Content-Type: ${contentType || '(absent)'}`,
      'Content-Type: application/x-ndjson',
      exchange,
    );
  });

  bulkRequestTests(target);
  taskPathTests(target);
  for (const property of taskPathPropertyEntries('results')) property.declare();
});
