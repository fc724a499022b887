import { bulkRecordByName } from '../generators/bulk-record.ts';
import { headerOf } from '../src/client/types.ts';
import { runContext } from '../src/runner/context.ts';
import { resultsPath } from '../src/spec/paths.ts';
import { bulkGetTests } from './support/bulk-get-tests.ts';
import { checkRule } from './support/checks.ts';
import { expectStatus } from './support/expect.ts';
import { ruleIt } from './support/rule-test.ts';
import { sampleWithSeed } from './support/sample.ts';
import { taskIn } from './support/tasks.ts';

/** File name of a Content-Disposition header (`filename="x"` or `filename=x`), or undefined. */
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

  const fetchResults = () =>
    runContext().client.send({
      operation: 'bulk-results',
      method: 'GET',
      path: resultsPath(taskId),
      headers: {},
    });

  ruleIt('results-content-disposition', 'Content-Disposition names <taskId>.ndjson', async () => {
    const exchange = await fetchResults();
    expectStatus('results-content-disposition', exchange, [200], '200 with the result file');
    const header = headerOf(exchange.response, 'content-disposition');
    const fileName = dispositionFileName(header);
    checkRule(
      'results-content-disposition',
      fileName?.toLowerCase() === `${taskId}.ndjson`.toLowerCase(),
      `Content-Disposition: ${header ?? '(absent)'}`,
      `Content-Disposition with file name ${taskId}.ndjson`,
      exchange,
    );
  });

  ruleIt('results-content-type-ndjson', 'the result file is served as application/x-ndjson', async () => {
    const exchange = await fetchResults();
    expectStatus('results-content-type-ndjson', exchange, [200], '200 with the result file');
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
    checkRule(
      'results-content-type-ndjson',
      mediaType === 'application/x-ndjson',
      `Content-Type: ${contentType || '(absent)'}`,
      'Content-Type: application/x-ndjson',
      exchange,
    );
  });

  bulkGetTests({
    subject: 'results',
    operation: 'bulk-results',
    pathOf: resultsPath,
    taskId: () => taskId,
    okStatuses: [200],
  });
});
