import fc from 'fast-check';
import { type BulkRecord, bulkRecordByName } from '../generators/bulk-record.ts';
import { ConformanceFailure, describeResponse } from '../src/checks/conformance-failure.ts';
import type { Exchange } from '../src/client/types.ts';
import { runOf } from '../src/harness/run-context.ts';
import { limits } from '../src/schemas/limits.ts';
import { resultsPath } from '../src/api/paths.ts';
import { recordPropertyEntries } from '../src/harness/properties/registry.ts';
import { jsonBody } from '../src/client/json-body.ts';
import { expectRule, expectStatus } from '../src/harness/expect.ts';
import { ruleIt, type RuleTest, skipWith } from '../src/harness/rule-test.ts';
import type { RuleId } from '../src/rules/catalogue.ts';
import { expectedOutcome, lineOutcome, resultLinesByUetr } from '../src/harness/result-lines.ts';
import { sampleWithSeed } from '../src/harness/sample.ts';
import { pollStatus, submit } from '../src/harness/tasks.ts';

type Line = Record<string, unknown>;

/** One record of the file: the rule it exercises, and the title its line must carry (`result` for a result record). */
interface RecordCase {
  readonly ruleId: RuleId;
  readonly label: string;
  /** 'result', or the FORMAT_ERROR title of the error line. */
  readonly expected: string;
  readonly make: (valid: BulkRecord) => Record<string, unknown>;
}

const VALID_LEI = '5493001KJTIIGC8Y1R12';

function withParty(party: unknown) {
  return (valid: BulkRecord) => ({ ...valid, party });
}

/** Every record rule, each broken by exactly one record; positive twins expect a result record (A16). */
function recordCases(): RecordCase[] {
  const max = limits().partyNameMax;
  return [
    { ruleId: 'record-error-keeps-task', label: 'valid record', expected: 'result', make: (v) => v },
    {
      ruleId: 'record-name-max-140',
      label: `${max}-character name`,
      expected: 'result',
      make: withParty({ name: 'N'.repeat(max) }),
    },
    {
      ruleId: 'record-name-max-140',
      label: `${max + 1}-character name`,
      expected: 'NAME_TOO_LONG',
      make: withParty({ name: 'N'.repeat(max + 1) }),
    },
    {
      ruleId: 'record-name-or-id-mandatory',
      label: 'party without name or id',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: withParty({}),
    },
    {
      ruleId: 'record-iban-mandatory',
      label: 'no partyAccount.iban',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: (v) => ({ ...v, partyAccount: {} }),
    },
    {
      ruleId: 'record-bicfi-mandatory',
      label: 'no requestingAgent bicfi',
      expected: 'MANDATORY_FIELD_NOT_PROVIDED',
      make: (v) => ({ ...v, requestingAgent: { financialInstitutionId: {} } }),
    },
    {
      ruleId: 'record-name-and-id-exclusive',
      label: 'both name and id',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({ name: 'Acme', id: { organisationId: { lei: VALID_LEI } } }),
    },
    {
      ruleId: 'record-organisation-id-exclusive',
      label: 'both lei and anyBIC',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({ id: { organisationId: { lei: VALID_LEI, anyBIC: 'DEUTDEFF' } } }),
    },
    {
      ruleId: 'record-scheme-name-exclusive',
      label: 'both schemeNameCode and schemeNameProprietary',
      expected: 'MUTUALLY_EXCLUSIVE_FIELDS_USED',
      make: withParty({
        id: {
          organisationId: {
            others: [{ identification: '12345678', schemeNameCode: 'COID', schemeNameProprietary: 'REG' }],
          },
        },
      }),
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'a valid lei',
      expected: 'result',
      make: withParty({ id: { organisationId: { lei: VALID_LEI } } }),
    },
    {
      ruleId: 'record-lei-invalid',
      label: 'lei NOT-A-LEI',
      expected: 'INVALID_FIELD',
      make: withParty({ id: { organisationId: { lei: 'NOT-A-LEI' } } }),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'anyBIC bad',
      expected: 'INVALID_FIELD',
      make: withParty({ id: { organisationId: { anyBIC: 'bad' } } }),
    },
    {
      ruleId: 'record-bic-invalid',
      label: 'requestingAgent bicfi X1',
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, requestingAgent: { financialInstitutionId: { bicfi: 'X1' } } }),
    },
    {
      ruleId: 'record-iban-invalid',
      // Not a space or lower case: a provider may normalise those (print format, letter case).
      label: 'IBAN NL91 (nothing after the check digits)',
      expected: 'INVALID_FIELD',
      make: (v) => ({ ...v, partyAccount: { iban: 'NL91' } }),
    },
  ];
}

describe('Record-level rules: result lines of a file with broken records (Errors/Functional errors; A2)', () => {
  const cases = new Map<string, RecordCase>();
  let lines: Map<string, Line> | undefined;
  let setupProblem = '';
  let finalStatus: Exchange | undefined;

  before(async function () {
    const run = runOf(this);
    const [valid] = sampleWithSeed(run, bulkRecordByName(), 1);
    const uetrs = fc.sample(fc.uuid({ version: 4 }), { numRuns: 40, seed: run.seed });
    if (!valid) throw new Error('no record sampled');
    const records = recordCases().map((c, i) => {
      const uetr = uetrs[i] ?? '';
      cases.set(uetr, c);
      return { ...c.make(valid), uetr };
    });
    const submission = await submit(run, records);
    const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
    const accepted = submission.response.status >= 200 && submission.response.status < 300;
    if (!accepted || typeof taskId !== 'string') {
      setupProblem = `the submission answered ${describeResponse(submission)}`;
      return;
    }
    const final = (await pollStatus(run, taskId)).final;
    finalStatus = final?.exchange;
    if (final?.status !== 'PROCESSED') {
      setupProblem = `the task ended ${final?.status ?? 'in no final state'}`;
      return;
    }
    const results = await run.client.send({
      operation: 'bulk-results',
      method: 'GET',
      path: resultsPath(taskId),
    });
    expectStatus('record-error-keeps-task', results, [200], '200 with the result file');
    lines = resultLinesByUetr(results.response.bodyText);
  });

  /** Judges every case of `ruleId`: its line is a result record, or an error line with the expected title. */
  function judgeCases(t: RuleTest, ruleId: RuleId): void {
    if (!lines) return skipWith(t, `no result file: ${setupProblem}`);
    for (const [uetr, c] of cases) {
      if (c.ruleId !== ruleId) continue;
      const line = lines.get(uetr);
      const received = line ? JSON.stringify(line).slice(0, 300) : '(no line with this uetr)';
      const got = lineOutcome(line);
      const want = expectedOutcome(c.expected);
      if (got !== want) {
        throw new ConformanceFailure(
          ruleId,
          `${c.label}: ${received}`,
          `${c.label}: ${c.expected === 'result' ? 'a result record' : `an error line FORMAT_ERROR ${c.expected}`}`,
        );
      }
    }
  }

  for (const ruleId of [...new Set(recordCases().map((c) => c.ruleId))].filter(
    (id) => id !== 'record-error-keeps-task',
  )) {
    const labels = recordCases()
      .filter((c) => c.ruleId === ruleId)
      .map((c) => c.label);
    ruleIt(ruleId, labels.join('; '), (t) => {
      judgeCases(t, ruleId);
    });
  }

  ruleIt('record-error-uetr', 'every error line carries the uetr of the record it reports on', (t) => {
    if (!lines) return skipWith(t, `no result file: ${setupProblem}`);
    for (const [uetr, c] of cases) {
      if (c.expected === 'result') continue;
      expectRule(
        t,
        'record-error-uetr',
        lines.has(uetr),
        `no line with uetr ${uetr} (${c.label})`,
        `an error line with uetr ${uetr}`,
      );
    }
  });

  ruleIt(
    'record-error-keeps-task',
    'the file ends PROCESSED and its valid record gets a result record',
    (t) => {
      if (setupProblem.startsWith('the task ended')) {
        throw new ConformanceFailure(
          'record-error-keeps-task',
          setupProblem,
          'PROCESSED',
          finalStatus ? { request: finalStatus.request } : undefined,
        );
      }
      judgeCases(t, 'record-error-keeps-task');
    },
  );

  for (const property of recordPropertyEntries()) property.declare();
});
