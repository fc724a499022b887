import { expect } from 'chai';
import { explainRecordLine } from '../../src/checks/record-line-explanation.ts';
import { strayUetrFailure } from '../../src/checks/results-record-uetr.ts';
import { ResultFile } from '../../src/harness/result-lines.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

/** A valid record A, a record B with a name too long, a record C without IBAN. */
const EXPECTED = new Map([
  [A, 'result'],
  [B, 'FORMAT_ERROR NAME_TOO_LONG'],
  [C, 'FORMAT_ERROR MANDATORY_FIELD_NOT_PROVIDED'],
]);

const result = (uetr?: string) => ({ ...(uetr ? { uetr } : {}), partyNameMatch: 'MTCH' });
const error = (title: string, uetr?: string) => ({
  type: '/problems/format-error',
  code: 'FORMAT_ERROR',
  title,
  ...(uetr ? { uetr } : {}),
});
const fileOf = (...lines: unknown[]) => {
  const file = new ResultFile(
    lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'),
    EXPECTED,
  );
  return {
    explain: (uetr: string) => explainRecordLine(file.check, file.expected, uetr),
    strayLine: (kind?: 'result' | 'error') => strayUetrFailure(file.check, kind),
    lineOf: (uetr: string) => file.lineOf(uetr),
  };
};

describe('checks/record-line-explanation: which rule of the result file explains a record without its outcome', () => {
  it('explains nothing when every record has its one line', () => {
    const file = fileOf(result(A), error('NAME_TOO_LONG', B), error('MANDATORY_FIELD_NOT_PROVIDED', C));
    expect([A, B, C].map((uetr) => file.explain(uetr))).to.deep.equal([undefined, undefined, undefined]);
    expect(file.strayLine()).to.equal(undefined);
  });

  it('leaves a record whose line is simply wrong to its own rule', () => {
    const file = fileOf(result(A), result(B), error('MANDATORY_FIELD_NOT_PROVIDED', C));
    expect(file.explain(B)).to.equal(undefined);
  });

  it('blames results-200-ndjson for a line that is not a JSON object', () => {
    const file = fileOf(`[${JSON.stringify(result(A))}]`);
    expect(file.explain(A)?.ruleId).to.equal('results-200-ndjson');
  });

  it('blames results-record-uetr for a result record without uetr, record-error-uetr for an error line without', () => {
    const noResultUetr = fileOf(
      result(),
      error('NAME_TOO_LONG', B),
      error('MANDATORY_FIELD_NOT_PROVIDED', C),
    );
    expect(noResultUetr.explain(A)?.ruleId).to.equal('results-record-uetr');
    const noErrorUetr = fileOf(result(A), error('NAME_TOO_LONG'), error('MANDATORY_FIELD_NOT_PROVIDED'));
    expect(noErrorUetr.explain(B)?.ruleId).to.equal('record-error-uetr');
    expect(noErrorUetr.strayLine('error')?.ruleId).to.equal('record-error-uetr');
    expect(noErrorUetr.strayLine('result')).to.equal(undefined);
  });

  it('blames the uetr rule for a line whose uetr names no submitted record', () => {
    const file = fileOf(result('44444444-4444-4444-8444-444444444444'), error('NAME_TOO_LONG', B));
    expect(file.explain(A)?.ruleId).to.equal('results-record-uetr');
  });

  it('blames results-one-line-per-record for a record with no line, or with two', () => {
    const missing = fileOf(error('NAME_TOO_LONG', B), error('MANDATORY_FIELD_NOT_PROVIDED', C));
    expect(missing.explain(A)?.ruleId).to.equal('results-one-line-per-record');
    const twice = fileOf(result(A), result(A), error('NAME_TOO_LONG', B));
    expect(twice.explain(A)?.ruleId).to.equal('results-one-line-per-record');
  });

  it('blames results-record-uetr for two lines that carry each other’s uetr, in either case', () => {
    const file = fileOf(
      result(B.toUpperCase()),
      error('NAME_TOO_LONG', A),
      error('MANDATORY_FIELD_NOT_PROVIDED', C),
    );
    expect(file.explain(A)?.ruleId).to.equal('results-record-uetr');
    expect(file.explain(B)?.ruleId).to.equal('results-record-uetr');
    expect(file.lineOf(B.toLowerCase())?.partyNameMatch).to.equal('MTCH');
  });
});
