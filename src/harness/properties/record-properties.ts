import fc from 'fast-check';
import { anyBic, WIDEST_BICS } from '../../../generators/bic.ts';
import { brokenBulkRecord } from '../../../generators/broken-bulk-record.ts';
import { type BulkRecord, bulkRecordById, bulkRecordByName } from '../../../generators/bulk-record.ts';
import { anyIban, WIDEST_IBANS } from '../../../generators/iban.ts';
import { anyLei, WIDEST_LEIS } from '../../../generators/lei.ts';
import { payeeName } from '../../../generators/payee-name.ts';
import { SCRIPTS, scriptName } from '../../../generators/script-name.ts';
import { generatedFileEnded, generatedFileRefused } from '../../checks/generated-record-file.ts';
import { recordLineFailure } from '../../checks/record-line.ts';
import { expectedOutcome } from '../../checks/record-outcome.ts';
import type { RuleId } from '../../rules/catalogue.ts';
import type { RunContext } from '../run-context.ts';
import { limits } from '../../schemas/limits.ts';
import { jsonBody } from '../../client/json-body.ts';
import { NotJudged } from '../not-judged.ts';
import { fetchResultFile } from '../fetch-results.ts';
import type { PropertySpec } from '../property.ts';
import { pollStatus, submit } from '../tasks.ts';

/**
 * One record of a generated file, and what its result line must be: a result record, or an
 * error line with this title or one of these titles (where the files leave the title open).
 */
export interface RecordCase {
  readonly record: BulkRecord;
  readonly expected: 'result' | (string & {}) | readonly string[];
}

function describeCase(c: RecordCase): string {
  const party = c.record.party as { name?: unknown } | undefined;
  const name = typeof party?.name === 'string' ? ` name of ${party.name.length} characters` : '';
  const expected = typeof c.expected === 'string' ? c.expected : c.expected.join(' or ');
  return `${expected === 'result' ? 'valid record' : expected}${name}: ${JSON.stringify(c.record).slice(0, 220)}`;
}

/**
 * Submits `cases` as one file, polls it to a final state, fetches the result file and has each
 * step judged by src/checks: the file accepted and PROCESSED (`generatedFileRefused`,
 * `generatedFileEnded`: record-error-keeps-task, or status-valid-file-not-failed when all its
 * records are valid; a TIMED_OUT file is not judged, the SLA's call), then each record's line
 * under `ruleId` (`recordLineFailure`: a result record for a valid record, a FORMAT_ERROR error
 * line with the expected title, or one of them, and the record's uetr for a broken one; A2,
 * Errors/Functional errors; the rule of the result file that broke first, if one did).
 * @throws ConformanceFailure of the first rule broken; NotJudged when the task ends TIMED_OUT.
 */
async function checkFile(run: RunContext, ruleId: RuleId, cases: readonly RecordCase[]): Promise<void> {
  const submission = await submit(
    run,
    cases.map((c) => c.record),
  );
  const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
  const refused = generatedFileRefused(submission, taskId);
  if (refused) throw refused;
  if (typeof taskId !== 'string') throw new Error('unreachable: an accepted submission has a taskId');
  const final = (await pollStatus(run, taskId)).final;
  const allValid = cases.every((c) => c.expected === 'result');
  const ended = generatedFileEnded(taskId, final, allValid);
  if (ended && 'notJudged' in ended) throw new NotJudged(ended.notJudged);
  if (ended) throw ended;
  const expected = new Map(cases.map((c) => [c.record.uetr, expectedOutcome(c.expected)]));
  const { file } = await fetchResultFile(run, taskId, expected);
  for (const c of cases) {
    const want = expectedOutcome(c.expected);
    const line = { ruleId, uetr: c.record.uetr, label: describeCase(c), want };
    const failure = recordLineFailure(file.check, file.expected, line, submission);
    if (failure) throw failure;
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

function agent(bicfi: string): Record<string, unknown> {
  return { financialInstitutionId: { bicfi } };
}

/** A record identified by organisation id `organisationId`, made from `record`. */
function byId(record: BulkRecord, organisationId: Record<string, unknown>): BulkRecord {
  return { ...record, party: { id: { organisationId } } };
}

/**
 * Valid records of rule `ruleId`'s own legal set: names of 1-140 characters for the name limit;
 * BICs (anyBIC and both agents' bicfi), LEIs and IBANs drawn from the whole A2 pattern for their
 * pattern rules; any valid record otherwise.
 */
function good(ruleId: RuleId): fc.Arbitrary<RecordCase> {
  const result = (record: BulkRecord): RecordCase => ({ record, expected: 'result' });
  switch (ruleId) {
    case 'record-name-max-140':
      return fc.tuple(bulkRecordByName(), payeeName()).map(([r, name]) => result({ ...r, party: { name } }));
    case 'record-bic-invalid':
      return fc
        .tuple(bulkRecordByName(), anyBic(), anyBic(), anyBic(), fc.boolean())
        .map(([r, a, b, c, withId]) =>
          result({
            ...(withId ? byId(r, { anyBIC: c }) : r),
            requestingAgent: agent(a),
            partyAgent: agent(b),
          }),
        );
    case 'record-lei-invalid':
      return fc.tuple(bulkRecordById(), anyLei()).map(([r, lei]) => result(byId(r, { lei })));
    case 'record-iban-invalid':
      return fc
        .tuple(bulkRecordByName(), anyIban())
        .map(([r, iban]) => result({ ...r, partyAccount: { iban } }));
    default:
      return valid();
  }
}

/** The same valid record on every run, with the uetr `…-8000-<code, 12 digits>` (deterministic examples). */
function fixedRecord(code: number): BulkRecord {
  const [record] = fc.sample(bulkRecordByName(), { numRuns: 1, seed: code });
  return { ...(record as BulkRecord), uetr: `00000000-0000-4000-8000-${String(code).padStart(12, '0')}` };
}

/**
 * The deterministic examples of rule `ruleId` (tried first on every run), each one file: for the
 * name limit (A13), names of exactly 140 characters of each script (Latin, accented Latin,
 * Cyrillic, CJK: 140 to 420 bytes) that must pass, and of 141 of each script and 140 with a
 * trailing space that get NAME_TOO_LONG; for the BIC, LEI and IBAN patterns (A2), the widest legal
 * values (`WIDEST_BICS` as anyBIC and both agents' bicfi, `WIDEST_LEIS`, `WIDEST_IBANS`).
 */
function examples(ruleId: RuleId): RecordCase[][] {
  const max = limits().partyNameMax;
  const named = (code: number, name: string, expected: RecordCase['expected']): RecordCase => ({
    record: { ...fixedRecord(code), party: { name } },
    expected,
  });
  const each = <T>(values: readonly T[], make: (value: T, record: BulkRecord) => BulkRecord, base: number) =>
    values.map((value, i): RecordCase => ({
      record: make(value, fixedRecord(base + i)),
      expected: 'result',
    }));
  switch (ruleId) {
    case 'record-name-max-140':
      return [
        SCRIPTS.map((script, i) => named(max * 1000 + i, scriptName(script, max), 'result')),
        [
          ...SCRIPTS.map((script, i) =>
            named((max + 1) * 1000 + i, scriptName(script, max + 1), 'NAME_TOO_LONG'),
          ),
          named((max + 1) * 1000 + SCRIPTS.length, `${'N'.repeat(max)} `, 'NAME_TOO_LONG'),
        ],
      ];
    case 'record-bic-invalid':
      return [
        each(
          WIDEST_BICS,
          (bic, r) => ({ ...byId(r, { anyBIC: bic }), requestingAgent: agent(bic), partyAgent: agent(bic) }),
          9_362_000,
        ),
      ];
    case 'record-lei-invalid':
      return [each(WIDEST_LEIS, (lei, r) => byId(r, { lei }), 17_442_000)];
    case 'record-iban-invalid':
      return [each(WIDEST_IBANS, (iban, r) => ({ ...r, partyAccount: { iban } }), 13_616_000)];
    default:
      return [];
  }
}

/**
 * Generated files of valid records and records breaking the record rule `ruleId`: each line as
 * documented (A2; interface.md Errors/Functional errors). One bulk file per case; the at-limit
 * and widest legal values first (`examples`).
 */
export function recordFileProperty(ruleId: RuleId): PropertySpec<RecordCase[]> {
  const broken = brokenBulkRecord([ruleId]).map((b): RecordCase => ({
    record: b.record,
    expected: b.titles,
  }));
  return {
    ruleId,
    title: 'generated files of valid records and records breaking this rule: each line as documented',
    cost: 'file',
    arbitrary: () => fileOf(fc.oneof(good(ruleId), broken)),
    examples: () => examples(ruleId),
    describe: (cases) => cases.map(describeCase).join(' | '),
    check: (run, cases) => checkFile(run, ruleId, cases),
  };
}
