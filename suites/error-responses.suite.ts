import { astralPayeeName } from '../generators/astral-payee-name.ts';
import { bulkRecordByName } from '../generators/bulk-record.ts';
import { ConformanceFailure } from '../src/checks/conformance-failure.ts';
import { EXCHANGE_CHECKS } from '../src/checks/index.ts';
import type { Exchange } from '../src/client/types.ts';
import { runOf } from '../src/harness/run-context.ts';
import { PATHS, statusPath } from '../src/api/paths.ts';
import { expectNoServerError } from '../src/harness/expect.ts';
import { observe } from '../src/harness/observe.ts';
import { ERROR_RULES, provokeErrors } from '../src/harness/provoked-errors.ts';
import { robustnessPropertyEntries } from '../src/harness/properties/registry.ts';
import { ruleIt } from '../src/harness/rule-test.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { processedTaskId } from '../src/harness/targets.ts';
import { ndjson } from '../src/harness/tasks.ts';
import type { RuleId } from '../src/rules/catalogue.ts';

describe('Error responses: shape, limits and FORMAT_ERROR on one error of each kind (interface.md Errors; A8, A15)', () => {
  const errors: Exchange[] = [];

  before(async function () {
    errors.push(...(await provokeErrors(runOf(this))));
  });

  for (const ruleId of ERROR_RULES) {
    ruleIt(ruleId, 'judged on a 400 (taskId, header), 401, 404, 405, 406 and 415', () => {
      const judged = errors.filter((e) => e.response.status >= 400);
      for (const exchange of judged) {
        for (const check of EXCHANGE_CHECKS.filter((c) => c.rules.includes(ruleId))) {
          for (const verdict of check.judge(exchange).filter((v) => v.ruleId === ruleId)) {
            if (!verdict.holds)
              throw new ConformanceFailure(ruleId, verdict.received, verdict.documented, exchange);
          }
        }
      }
      if (judged.length === 0) throw new Error('no error response was provoked');
    });
  }

  ruleIt(
    'server-no-5xx',
    'odd but harmless requests (A10, A13, A16) and malformed bodies get no 5xx; open points recorded as observed',
    async (t) => {
      const { client } = t.run;
      const [record] = sampleWithSeed(t.run, bulkRecordByName(), 1);
      const taskPath = statusPath(await processedTaskId(t.run));
      const sent: Exchange[] = [];
      // Neither required nor forbidden (A10, A16, interface.md 406 row): each answer is recorded under its rule.
      const open: ReadonlyArray<[RuleId, string, Record<string, string>, string?]> = [
        ['status-accept-language-iso-639-1', 'Accept-Language: en-GB', { 'Accept-Language': 'en-GB' }],
        [
          'status-accept-language-iso-639-1',
          'Accept-Language: nl,en;q=0.8',
          { 'Accept-Language': 'nl,en;q=0.8' },
        ],
        ['status-accept-language-iso-639-1', 'Accept-Language: *', { 'Accept-Language': '*' }],
        ['status-accept-406', 'Accept: */* on the status endpoint', { Accept: '*/*' }],
        [
          'status-accept-406',
          'Accept: text/html, application/json',
          { Accept: 'text/html, application/json' },
        ],
        ['status-accept-406', 'an empty Accept', { Accept: '' }],
        ['status-method-405', 'HEAD on the status path', {}, 'HEAD'],
        ['status-method-405', 'OPTIONS on the status path', {}, 'OPTIONS'],
      ];
      for (const [ruleId, title, headers, method] of open) {
        const exchange = await client.send({
          operation: 'bulk-status',
          method: method ?? 'GET',
          path: taskPath,
          headers,
        });
        observe(t, ruleId, title, exchange);
        sent.push(exchange);
      }
      sent.push(
        await client.send({
          operation: 'bulk-status',
          method: 'GET',
          path: taskPath,
          headers: { 'X-End-User': 'ünïcödé-user' },
        }),
      );
      const bodies = [
        '',
        '{',
        '[]',
        'null',
        '{"uetr":1}',
        ndjson(sampleWithSeed(t.run, astralPayeeName(), 3).map((name) => ({ ...record, party: { name } }))),
      ];
      for (const body of bodies) {
        sent.push(
          await client.send({
            operation: 'bulk-submit',
            method: 'POST',
            path: PATHS.bulk,
            headers: { 'Content-Type': 'application/x-ndjson' },
            body,
          }),
        );
      }
      for (const exchange of sent) {
        expectNoServerError(exchange);
      }
    },
  );

  for (const property of robustnessPropertyEntries()) property.declare();
});
