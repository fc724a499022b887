import { headerOf } from '../src/client/types.ts';
import { lifecycleResultFile } from '../src/harness/bulk-lifecycle.ts';
import { resultsOperation } from '../src/harness/bulk-operations.ts';
import { judgeCrlfFile } from '../src/harness/crlf-file.ts';
import { results200Ndjson } from '../src/checks/results-200-ndjson.ts';
import { oneLinePerRecord } from '../src/checks/results-one-line-per-record.ts';
import { shapeFailure } from '../src/checks/results-record-shape.ts';
import { strayUetrFailure } from '../src/checks/results-record-uetr.ts';
import { expectVerdict } from '../src/harness/expect.ts';
import { expectExchangeRule } from '../src/harness/expect-exchange-rule.ts';
import { resultsContentTypeNdjson } from '../src/checks/results-content-type-ndjson.ts';
import { expectStatus } from '../src/checks/expect-status.ts';
import { observe } from '../src/harness/observe.ts';
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
import { taskIdTextForm, taskIdUuid } from '../src/harness/properties/task-path-properties.ts';
import { observedValuesText } from '../src/harness/observed-values.ts';
import type { RuleTest } from '../src/harness/rule-test.ts';
import { skipWith } from '../src/harness/rule-test.ts';
import type { ResultFileCheck } from '../src/harness/result-file-check.ts';
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
import { taskIdCaseInsensitive, unknownTask404, xEndUserNoEffect } from './shared/task-path.ts';

/**
 * The lifecycle's result file as read by results-200-ndjson's fileCheck: a 200 whose lines are all
 * JSON objects, as `results200Ndjson` judges it, or that rule's failure is thrown (it breaks first).
 */
async function wholeFile(t: RuleTest): Promise<ResultFileCheck> {
  const { exchange, fileCheck } = await lifecycleResultFile(t.run);
  const failure = results200Ndjson(exchange, fileCheck);
  if (failure) throw failure;
  if (!fileCheck) throw new Error('unreachable: a file judged 200 was read');
  return fileCheck;
}

describe('Bulk Plus results: GET /vopgateway/v1/bulk/{taskId} (interface.md Endpoints/5)', () => {
  const results = resultsOperation();

  // The result file of the run's lifecycle task, streamed and judged line by line, never held
  // whole: only counts and first offending lines are kept (Endpoints/5, Resources/Result record).
  ruleIt('results-200-ndjson', 'the result file is 200 and every line is one JSON object', async (t) => {
    await wholeFile(t);
  });

  ruleIt('results-record-uetr', 'every line carries the uetr of a submitted record', async (t) => {
    // A record-level error line without its uetr breaks record-error-uetr instead.
    const stray = strayUetrFailure(await wholeFile(t));
    if (stray) throw stray;
  });

  ruleIt('results-record-shape', 'every line is a result record or a record-level error', async (t) => {
    const file = await wholeFile(t);
    // Match values beyond MTCH and the Plus structure beyond advancedInfo are not shown (Resources/Result record).
    observe(t, t.ruleId, 'match values and Plus fields in the result lines', observedValuesText(file));
    // The uetr of each line is judged by results-record-uetr and record-error-uetr.
    const shape = shapeFailure(file);
    if (shape) throw shape;
  });

  ruleIt('results-one-line-per-record', 'each submitted record has exactly one result line', async (t) => {
    const verdict = oneLinePerRecord(await wholeFile(t));
    if (!verdict) return;
    // A record without a line, beside lines without a submitted uetr: which line is whose is unknown.
    if (verdict.notJudged !== undefined) return skipWith(t, verdict.notJudged);
    throw verdict.failure;
  });

  ruleIt(
    'results-one-line-per-record',
    'a file with CRLF line ends: each record has its one result line, as with LF',
    async (t) => {
      await judgeCrlfFile(t.run);
    },
  );

  ruleIt('results-content-disposition', 'Content-Disposition names <taskId>.ndjson', async (t) => {
    const taskId = await results.taskId(t.run);
    const exchange = await results.send(t.run, {}, taskId);
    expectStatus(t.ruleId, exchange, [200], '200 with the result file');
    const header = headerOf(exchange.response, 'content-disposition');
    observe(t, t.ruleId, 'Content-Disposition', header ?? '(absent)');
    // The one judge of the rule, the check content_disposition run on every exchange.
    expectExchangeRule(t, t.ruleId, exchange);
  });

  ruleIt('results-content-type-ndjson', 'the result file is served as application/x-ndjson', async (t) => {
    const exchange = await results.send(t.run, { headers: { Accept: 'application/x-ndjson' } });
    expectStatus(t.ruleId, exchange, [200], '200 with the result file');
    const contentType = headerOf(exchange.response, 'content-type') ?? '';
    observe(t, t.ruleId, 'Content-Type of the result file', contentType || '(absent)');
    expectVerdict(t, resultsContentTypeNdjson(exchange), exchange);
  });

  xRequestIdEcho(results, 'results-x-request-id-echo');
  xRequestIdMandatory(results, 'results-x-request-id-mandatory');
  xRequestIdEmpty(results, 'results-x-request-id-empty');
  xEndUserNoEffect(results, 'results-x-end-user-no-effect');

  // Bearer token and scope (Authentication 4-5; A5, A15), methods (A16).
  authMissing401(results, 'results-auth-missing-401');
  authInvalid401(results, 'results-auth-invalid-401');
  authMalformed401(results, 'results-auth-malformed-401');
  authExpired401(results, 'results-auth-expired-401');
  scope403(results, 'results-scope-403');
  method405(results, 'results-method-405');

  // The {taskId} path (Resources/Bulk request; A4, A11).
  taskIdCaseInsensitive(results, 'results-taskid-case-insensitive');
  unknownTask404(results, 'results-unknown-task-404');

  // Generated cases (Endpoints/5: request headers as in endpoint 4; A8, A10-A12): their work starts together.
  const generated = propertyGroup();
  generated.declare(xRequestIdUuid(results, 'results-x-request-id-uuid'));
  generated.declare(xRequestIdTextForm(results, 'results-x-request-id-text-form'));
  generated.declare(xRequestIdMax128(results, 'results-x-request-id-max-128'));
  generated.declare(xEndUserLength(results, 'results-x-end-user-length'));
  generated.declare(xEndUserPattern(results, 'results-x-end-user-pattern'));
  generated.declare(xSoftwareSupplierMax70(results, 'results-x-software-supplier-max-70'));
  generated.declare(xChannelMax70(results, 'results-x-channel-max-70'));
  generated.declare(acceptLanguageIso6391(results, 'results-accept-language-iso-639-1'));
  generated.declare(taskIdUuid(results, 'results-taskid-uuid'));
  generated.declare(taskIdTextForm(results, 'results-taskid-text-form'));
  generated.declare(accept406(results, 'results-accept-406'));
});
