import fc from 'fast-check';
import { brokenBulkRecord } from '../../../generators/broken-bulk-record.ts';
import { type BulkRecord, bulkRecordById, bulkRecordByName } from '../../../generators/bulk-record.ts';
import { payeeName } from '../../../generators/payee-name.ts';
import { ConformanceFailure, describeResponse } from '../../checks/conformance-failure.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { RunContext } from '../run-context.ts';
import { limits } from '../../schemas/limits.ts';
import { jsonBody } from '../../client/json-body.ts';
import { NotJudged } from '../not-judged.ts';
import { fetchResultFile } from '../fetch-results.ts';
import { expectedOutcome, lineOutcome } from '../result-lines.ts';
import type { PropertySpec } from '../property.ts';
import { pollStatus, submit } from '../tasks.ts';

/** One record of a generated file, and what its result line must be: a result record, or an error line with this title. */
export interface RecordCase {
  readonly record: BulkRecord;
  readonly expected: 'result' | (string & {});
}

/** The record rules with a generated-file property (A2; interface.md Errors/Functional errors). */

function describeCase(c: RecordCase): string {
  const party = c.record.party as { name?: unknown } | undefined;
  const name = typeof party?.name === 'string' ? ` name of ${party.name.length} characters` : '';
  return `${c.expected === 'result' ? 'valid record' : c.expected}${name}: ${JSON.stringify(c.record).slice(0, 220)}`;
}

/**
 * Submits `cases` as one file, polls it to PROCESSED, fetches the result file and checks each
 * record's line under `ruleId`: a result record for a valid record, a FORMAT_ERROR error line
 * with the expected title and the record's uetr for a broken one (A2; Errors/Functional errors).
 * A file not accepted, or ending FAILED, breaks record-error-keeps-task (status-valid-file-not-failed
 * when all its records are valid); a TIMED_OUT file is not judged (the SLA's call). When a rule of
 * the result file broke first (`ResultFile.explain`), its failure is thrown instead.
 */
async function checkFile(run: RunContext, ruleId: RuleId, cases: readonly RecordCase[]): Promise<void> {
  const submission = await submit(
    run,
    cases.map((c) => c.record),
  );
  const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
  const accepted = submission.response.status >= 200 && submission.response.status < 300;
  if (!accepted || typeof taskId !== 'string') {
    throw new ConformanceFailure(
      'record-error-keeps-task',
      describeResponse(submission),
      'the file accepted',
      submission,
    );
  }
  const final = (await pollStatus(run, taskId)).final;
  if (final?.status === 'TIMED_OUT')
    throw new NotJudged(`a generated file ended TIMED_OUT (taskId ${taskId}): allowed by the SLA`);
  if (final?.status !== 'PROCESSED') {
    const allValid = cases.every((c) => c.expected === 'result');
    throw new ConformanceFailure(
      allValid ? 'status-valid-file-not-failed' : 'record-error-keeps-task',
      final ? describeResponse(final.exchange) : 'no final state',
      allValid
        ? 'PROCESSED: a file of valid records does not end FAILED'
        : 'PROCESSED: broken records do not fail the task',
      final?.exchange,
    );
  }
  const expected = new Map(cases.map((c) => [c.record.uetr, expectedOutcome(c.expected)]));
  const { file } = await fetchResultFile(run, taskId, expected);
  for (const c of cases) {
    const got = lineOutcome(file.lineOf(c.record.uetr));
    const want = expectedOutcome(c.expected);
    if (got === want) continue;
    const explained = file.explain(c.record.uetr);
    if (explained) throw explained;
    throw new ConformanceFailure(
      ruleId,
      `${got} for ${describeCase(c)}`,
      c.expected === 'result'
        ? 'a result record'
        : `an error line FORMAT_ERROR ${c.expected} with the record's uetr`,
      submission,
    );
  }
}

function fileOf(element: fc.Arbitrary<RecordCase>): fc.Arbitrary<RecordCase[]> {
  return fc.uniqueArray(element, { minLength: 1, maxLength: 6, selector: (c) => c.record.uetr });
}

function valid(): fc.Arbitrary<RecordCase> {
  return fc
    .oneof(bulkRecordByName(), bulkRecordById())
    .map((record): RecordCase => ({ record, expected: 'result' }));
}

/**
 * Generated files of valid records and records breaking the record rule `ruleId`: each line as
 * documented (A2; interface.md Errors/Functional errors). One bulk file per case.
 */
export function recordFileProperty(ruleId: RuleId): PropertySpec<RecordCase[]> {
  const max = limits().partyNameMax;
  const broken = brokenBulkRecord([ruleId]).map((b): RecordCase => ({ record: b.record, expected: b.title }));
  const good =
    ruleId === 'record-name-max-140'
      ? fc
          .tuple(bulkRecordByName(), payeeName())
          .map(([r, name]): RecordCase => ({ record: { ...r, party: { name } }, expected: 'result' }))
      : valid();
  const atLimit = (length: number, expected: string): RecordCase => {
    const [record] = fc.sample(bulkRecordByName(), { numRuns: 1, seed: length });
    const uetr = `00000000-0000-4000-8000-${String(length).padStart(12, '0')}`;
    return { record: { ...(record as BulkRecord), uetr, party: { name: 'N'.repeat(length) } }, expected };
  };
  return {
    ruleId,
    title: 'generated files of valid records and records breaking this rule: each line as documented',
    cost: 'file',
    arbitrary: () => fileOf(fc.oneof(good, broken)),
    examples: () =>
      ruleId === 'record-name-max-140' ? [[atLimit(max, 'result')], [atLimit(max + 1, 'NAME_TOO_LONG')]] : [],
    describe: (cases) => cases.map(describeCase).join(' | '),
    check: (run, cases) => checkFile(run, ruleId, cases),
  };
}
