import { randomUUID } from 'node:crypto';
import { astralPayeeName } from '../generators/astral-payee-name.ts';
import { sampleRecords } from '../src/harness/sample-records.ts';
import { exchangeRuleFailure, exchangeRuleVerdicts } from '../src/checks/exchange-rule.ts';
import type { Exchange } from '../src/client/types.ts';
import { runOf } from '../src/harness/run-context.ts';
import { PATHS, statusPath } from '../src/api/paths.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectNoServerError } from '../src/checks/expect-no-server-error.ts';
import { NotJudged } from '../src/harness/not-judged.ts';
import { fetchResults } from '../src/harness/fetch-results.ts';
import { observe } from '../src/harness/observe.ts';
import { provokeErrors } from '../src/harness/provoked-errors.ts';
import { robustnessProperty } from '../src/harness/properties/robustness-properties.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import {
  processedTaskId,
  resultsOperation,
  statusOperation,
  submitOperation,
} from '../src/harness/bulk-operations.ts';
import { sendSingleCheck } from '../src/harness/send-single-check.ts';
import { payeeBody } from '../src/harness/single-check-bodies.ts';
import { ndjson, pollStatus } from '../src/harness/tasks.ts';
import type { RuleId } from '../src/rules/catalogue.ts';
import {
  openRequestIdFormsNoServerError,
  openTaskIdFormsNoServerError,
  unaddressedRequestsNoServerError,
  unknownPathsNoServerError,
} from './shared/no-server-error.ts';
import { propertyGroup } from './shared/property-group.ts';
import { ruleIt } from './shared/rule-it.ts';
import { exploreTest } from '../src/harness/explore/explore-test.ts';
import { copCheck, orgCheck, singleCheckOpenPoints } from './shared/single-checks.ts';

describe('Error responses: shape, limits and FORMAT_ERROR on one error of each kind (interface.md Errors; A8, A15)', () => {
  const errors: Exchange[] = [];

  before(async function () {
    // Replaced, not added to: mocha runs this describe again in one process under mutation
    // testing, and an error kept from an earlier run (another mutant's) would be judged again.
    errors.splice(0, errors.length, ...(await provokeErrors(runOf(this))));
  });

  /** The test of error rule `ruleId`, judged on every error provoked once (src/harness/provoked-errors.ts). */
  const judgedOnProvokedErrors = (
    ruleId: RuleId,
    title = 'judged on a 400 (taskId, header), 401, 404, 405, 406 and 415',
  ) => {
    ruleIt(ruleId, title, () => {
      const judged = errors.filter((e) => e.response.status >= 400);
      for (const exchange of judged) {
        const failure = exchangeRuleFailure(ruleId, exchange);
        if (failure) throw failure;
      }
      if (judged.length === 0) throw new Error('no error response was provoked');
    });
  };

  judgedOnProvokedErrors('error-body-shape');
  judgedOnProvokedErrors('error-type-max-70');
  judgedOnProvokedErrors('error-title-max-70');
  judgedOnProvokedErrors('error-detail-max-500');
  judgedOnProvokedErrors('error-instance-max-256');
  judgedOnProvokedErrors('error-instance-form');
  judgedOnProvokedErrors('error-x-request-id-echo');
  judgedOnProvokedErrors(
    'error-content-type-json',
    "judged on a 400 (taskId, header), 401, 404, 405, 406 and 415, and on the token endpoint's 400 or 401",
  );

  ruleIt(
    'success-content-type-json',
    'judged on a token 200, a submission 202 and a status 200 (and on every such answer of the run)',
    async (t) => {
      const answers = [
        await t.run.client.tokens.request(),
        await submitOperation().send(t.run, {}),
        await statusOperation().send(t.run, {}),
      ];
      const unjudged: string[] = [];
      for (const exchange of answers) {
        if (exchangeRuleVerdicts(t.ruleId, exchange).length === 0)
          unjudged.push(`${exchange.request.operation ?? '?'} answered ${exchange.response.status}`);
        const failure = exchangeRuleFailure(t.ruleId, exchange);
        if (failure) throw failure;
      }
      if (unjudged.length > 0) throw new NotJudged(`no JSON success answer to judge: ${unjudged.join('; ')}`);
    },
  );
  judgedOnProvokedErrors('error-format-error-code');
  // A8's "whenever `code` is FORMAT_ERROR" holds on every operation, not only the bulk ones.
  const everyOperation =
    "judged on the bulk errors, the token endpoint's answer to another grant type and each single check's 400";
  judgedOnProvokedErrors('error-format-error-400', everyOperation);
  judgedOnProvokedErrors('error-format-error-title', everyOperation);

  ruleIt(
    'server-no-5xx',
    'an X-End-User outside ASCII, malformed bulk bodies, records of shapes A2 does not describe and astral names (A13) get no 5xx; the result file of those records, when PROCESSED, is judged line by line',
    async (t) => {
      const { client } = t.run;
      const [record] = sampleRecords(t.run, 1);
      const taskPath = statusPath(await processedTaskId(t.run));
      const sent: Exchange[] = [];
      // Region subtags, weighted lists and `*` as Accept-Language, an empty Accept, duplicate headers,
      // HEAD and OPTIONS (A10, A16) are sent on every bulk operation below (unaddressedRequestsNoServerError).
      sent.push(
        await client.send({
          operation: 'bulk-status',
          method: 'GET',
          path: taskPath,
          headers: { 'X-End-User': 'ünïcödé-user' },
        }),
      );
      const send = (body: string) =>
        client.send({
          operation: 'bulk-submit',
          method: 'POST',
          path: PATHS.bulk,
          headers: { 'Content-Type': 'application/x-ndjson' },
          body,
        });
      const bodies = [
        '',
        '{',
        '[]',
        'null',
        '{"uetr":1}',
        ndjson(sampleWithSeed(t.run, astralPayeeName(), 3).map((name) => ({ ...record, party: { name } }))),
      ];
      for (const body of bodies) sent.push(await send(body));
      // Records of a shape A2 does not describe, each beside valid fields: a party that is not an
      // object, a name that is a number, an id without organisationId, others that is not an
      // array, an others entry that is not an object, others empty.
      const shapes = await send(
        ndjson(
          [
            { party: 'x' },
            { party: { name: 42 } },
            { party: { id: {} } },
            { party: { id: { organisationId: { others: 'x' } } } },
            { party: { id: { organisationId: { others: ['x'] } } } },
            { party: { id: { organisationId: { others: [] } } } },
          ].map((change) => ({ ...record, uetr: randomUUID(), ...change })),
        ),
      );
      for (const exchange of [...sent, shapes]) expectNoServerError(exchange);
      // Whether such a file is accepted, and what its records get, is open; when its task ends
      // PROCESSED, every line of its result file is judged by the line rules (A2, A8), as every
      // result file the suite reads is.
      const taskId = (jsonBody(shapes) as { taskId?: unknown } | undefined)?.taskId;
      if (shapes.response.status !== 202 || typeof taskId !== 'string') return;
      const polled = await pollStatus(t.run, taskId);
      if (polled.final?.status === 'PROCESSED') expectNoServerError(await fetchResults(t.run, taskId));
    },
  );

  for (const operation of [submitOperation(), statusOperation(), resultsOperation()]) {
    openRequestIdFormsNoServerError(operation, 'server-no-5xx');
    unaddressedRequestsNoServerError(operation, 'server-no-5xx');
  }
  for (const operation of [statusOperation(), resultsOperation()]) {
    openTaskIdFormsNoServerError(operation, 'server-no-5xx');
  }
  unknownPathsNoServerError('server-no-5xx');

  ruleIt(
    'server-no-5xx',
    'confirmation of payee with out-of-rule fields gets no 5xx (statuses recorded as observed, A7)',
    async (t) => {
      const variants = [
        { SchemeName: 'IBAN' },
        { AccountType: 'Savings' },
        { Identification: '1234' },
        { Identification: 'ABCDEFGHIJKLMN' },
      ];
      for (const variant of variants) {
        const exchange = await sendSingleCheck(t.run, 'cop-check', { ...payeeBody('Jane Doe'), ...variant });
        observe(t, t.ruleId, `confirmation of payee with ${JSON.stringify(variant)}`, exchange);
        expectNoServerError(exchange);
      }
    },
  );

  ruleIt(
    'server-no-5xx',
    'a token request with a JSON body, and a GET on the token path, get no 5xx (statuses recorded as observed)',
    async (t) => {
      const json = await t.run.client.tokens.request({
        contentType: 'application/json',
        body: JSON.stringify({ grant_type: 'client_credentials' }),
      });
      observe(t, t.ruleId, 'token request with a JSON body (not fixed by interface.md or A1)', json);
      // A16 asserts 405 on the bulk paths only.
      const get = await t.run.client.tokens.request({ method: 'GET' });
      observe(t, t.ruleId, 'GET on the token path (A16 asserts 405 on the bulk paths only)', get);
      for (const exchange of [json, get]) expectNoServerError(exchange);
    },
  );

  // The single checks without a usage header, with other values, as a GET (A7, Endpoints/2, 3, 6: open).
  singleCheckOpenPoints(orgCheck, 'server-no-5xx');
  singleCheckOpenPoints(copCheck, 'server-no-5xx');

  // Legal but unusual input on every operation (generated; a group of its own).
  propertyGroup().declare(robustnessProperty('server-no-5xx'));

  // Generated sequences of every operation, each exchange judged by the model and every rule (--explore).
  ruleIt(
    'server-no-5xx',
    'exploration: generated sequences of tokens, submissions, polls, result files, resends, other methods and single checks, each exchange judged by every rule',
    exploreTest,
  );
});
