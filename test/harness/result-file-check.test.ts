import { expect } from 'chai';
import { NdjsonSplitter } from '../../src/client/ndjson-reader.ts';
import { ResultFileCheck } from '../../src/harness/result-file-check.ts';
import { notObjectFailure } from '../../src/checks/results-200-ndjson.ts';
import { oneLinePerRecord } from '../../src/checks/results-one-line-per-record.ts';
import { shapeFailure } from '../../src/checks/results-record-shape.ts';
import { strayUetrFailure } from '../../src/checks/results-record-uetr.ts';
import { observedValuesText } from '../../src/harness/observed-values.ts';
import { submittedUetrs } from '../../src/harness/submitted-uetrs.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const STRANGER = '44444444-4444-4444-8444-444444444444';

const result = (uetr?: string, partyNameMatch: unknown = 'MTCH') => ({
  ...(uetr ? { uetr } : {}),
  partyNameMatch,
});
const error = (uetr?: string) => ({
  type: '/problems/format-error',
  code: 'FORMAT_ERROR',
  title: 'NAME_TOO_LONG',
  ...(uetr ? { uetr } : {}),
});

/** The fileCheck of a file of `lines` (objects as JSON, strings as written), cut into 7-character pieces as a stream would be. */
function judged(
  lines: readonly unknown[],
  options: { maxObservedValues?: number; withoutUetr?: number } = {},
): ResultFileCheck {
  const fileCheck = new ResultFileCheck({ submitted: submittedUetrs([A, B, C]), ...options });
  const text = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  const splitter = new NdjsonSplitter(10_000);
  for (let at = 0; at < text.length; at += 7)
    for (const line of splitter.push(text.slice(at, at + 7))) fileCheck.add(line);
  for (const line of splitter.end()) fileCheck.add(line);
  return fileCheck;
}

/** The verdicts of `fileCheck` as `<rule> holds|<received>`. */
function verdicts(fileCheck: ResultFileCheck): string[] {
  return fileCheck.verdicts().map((v) => `${v.ruleId} ${v.holds ? 'holds' : v.received}`);
}

describe('harness/result-file-check: a result file judged line by line, one verdict per rule', () => {
  it('passes a file with one valid line per submitted record, in any letter case of the uetr', () => {
    const fileCheck = judged([result(A), error(B.toUpperCase()), result(C)]);
    expect(verdicts(fileCheck)).to.deep.equal([
      'results-200-ndjson holds',
      'results-record-shape holds',
      'results-record-uetr holds',
      'record-error-uetr holds',
      'error-format-error-title holds',
      'error-instance-form holds',
    ]);
    expect([notObjectFailure(fileCheck), strayUetrFailure(fileCheck), shapeFailure(fileCheck)]).to.deep.equal(
      [undefined, undefined, undefined],
    );
    expect(oneLinePerRecord(fileCheck)).to.equal(undefined);
  });

  it('names the first line that is not a JSON object, once for the whole file', () => {
    const fileCheck = judged([result(A), '[1]', 'not json', result(B), result(C)]);
    expect(verdicts(fileCheck)[0]).to.equal('results-200-ndjson line 2: [1]');
    expect(fileCheck.verdicts().filter((v) => v.ruleId === 'results-200-ndjson')).to.have.length(1);
    expect(notObjectFailure(fileCheck)?.message).to.include('Received: line 2: [1]');
  });

  it('blames a stray line (a uetr that names no submitted record) under results-record-uetr, and leaves the missing record not judged', () => {
    const fileCheck = judged([result(A), result(STRANGER), result(C)]);
    const stray = strayUetrFailure(fileCheck);
    expect(stray?.ruleId).to.equal('results-record-uetr');
    expect(stray?.message).to.include(`Received: line 2: uetr "${STRANGER}"`);
    expect(fileCheck.strays).to.equal(1);
    expect(oneLinePerRecord(fileCheck)?.notJudged).to.equal(
      'not judged: 1 line(s) without the uetr of a submitted record (results-record-uetr)',
    );
    // The presence of a uetr holds on every line: the line rules fileCheck no submitted file.
    expect(verdicts(fileCheck)).to.include('results-record-uetr holds');
  });

  it('blames a record-level error line without uetr under record-error-uetr, with the line number', () => {
    const fileCheck = judged([result(A), error(), result(C)]);
    expect(strayUetrFailure(fileCheck)?.ruleId).to.equal('record-error-uetr');
    expect(strayUetrFailure(fileCheck)?.message).to.include('Received: line 2: uetr (absent)');
    expect(verdicts(fileCheck)).to.include('record-error-uetr line 2: uetr (absent)');
    expect(fileCheck.strayLine('error')?.number).to.equal(2);
    expect(fileCheck.strayLine('result')).to.equal(undefined);
  });

  it('fails results-one-line-per-record for a duplicate line and for a missing record, naming each with its count', () => {
    const duplicate = judged([result(A), result(A), error(B), result(C)]);
    expect(duplicate.linesOf(0)).to.equal(2);
    expect(oneLinePerRecord(duplicate)?.failure?.message).to.include(`Received: ${A}: 2 lines`);
    const missing = judged([result(A), error(B)]);
    expect(oneLinePerRecord(missing)?.failure?.message).to.include(`Received: ${C}: 0 lines`);
  });

  it('keeps the first line that breaks the shape, as the line verdicts word it', () => {
    const fileCheck = judged([result(A), result(B, 0), result(C, 1)]);
    expect(shapeFailure(fileCheck)?.message).to.include('Received: line 2: /partyNameMatch must be string');
    expect(verdicts(fileCheck)).to.include('results-record-shape line 2: /partyNameMatch must be string');
  });

  it('keeps at most the cap of distinct match values, and says when there were more', () => {
    const lines = Array.from({ length: 12 }, (_, i) => result(A, `M${i % 6}`));
    const capped = judged(lines, { maxObservedValues: 4 });
    expect(capped.observedValues().values).to.have.length(4);
    expect(capped.observedValues().more).to.equal(true);
    expect(observedValuesText(capped).split('\n')).to.deep.equal([
      'partyNameMatch M0, partyIdMatch (absent), additionalPartyInformation (absent)',
      'partyNameMatch M1, partyIdMatch (absent), additionalPartyInformation (absent)',
      'partyNameMatch M2, partyIdMatch (absent), additionalPartyInformation (absent)',
      'partyNameMatch M3, partyIdMatch (absent), additionalPartyInformation (absent)',
      '… and more (only the first 4 distinct values are kept)',
    ]);
    const all = judged(lines, { maxObservedValues: 6 });
    expect(all.observedValues()).to.deep.include({ more: false });
    expect(all.observedValues().values).to.have.length(6);
  });

  it('holds one count per record whatever the number of lines: a count stops at 255', () => {
    const fileCheck = judged(Array.from({ length: 300 }, () => result(A)));
    expect(fileCheck.lines).to.equal(300);
    expect(fileCheck.linesOf(0)).to.equal(255);
    expect(oneLinePerRecord(fileCheck)?.failure?.message).to.include(`${A}: 255 or more lines`);
  });

  describe('records submitted without a parseable uetr (A2: an error line MANDATORY_FIELD_NOT_PROVIDED or INVALID_FIELD)', () => {
    const uetrless = (title: string, uetr?: unknown) => ({
      type: '/problems/format-error',
      code: 'FORMAT_ERROR',
      title,
      instance: '/uetr',
      ...(uetr === undefined ? {} : { uetr }),
    });

    it('takes the first such error lines as theirs: not stray, their uetr not judged', () => {
      const fileCheck = judged(
        [
          result(A),
          uetrless('MANDATORY_FIELD_NOT_PROVIDED'),
          result(B),
          uetrless('INVALID_FIELD', 'not-a-uuid'),
          result(C),
        ],
        { withoutUetr: 2 },
      );
      expect(fileCheck.linesWithoutUetr).to.equal(2);
      expect(fileCheck.strays).to.equal(0);
      expect(verdicts(fileCheck)).to.deep.equal([
        'results-200-ndjson holds',
        'results-record-shape holds',
        'results-record-uetr holds',
        'error-format-error-title holds',
        'error-instance-form holds',
      ]);
      expect(oneLinePerRecord(fileCheck)).to.equal(undefined);
    });

    it('takes no more than there are records, nor a line of another title, nor a line with a submitted uetr', () => {
      const fileCheck = judged(
        [
          uetrless('INVALID_REQUEST'),
          uetrless('INVALID_FIELD', A),
          uetrless('MANDATORY_FIELD_NOT_PROVIDED'),
          uetrless('MANDATORY_FIELD_NOT_PROVIDED'),
          result(B),
          result(C),
        ],
        { withoutUetr: 1 },
      );
      expect(fileCheck.linesWithoutUetr).to.equal(1);
      expect(fileCheck.strays).to.equal(2);
      expect(verdicts(fileCheck)).to.include('record-error-uetr line 1: uetr (absent)');
    });

    it('counts those of them whose instance points at /uetr (A2: "`instance` pointing at the field")', () => {
      const fileCheck = judged(
        [
          uetrless('MANDATORY_FIELD_NOT_PROVIDED'),
          { ...uetrless('INVALID_FIELD', 'not-a-uuid'), instance: '/Document/uetr' },
          { ...uetrless('INVALID_FIELD', 'x'), instance: '' },
        ],
        { withoutUetr: 3 },
      );
      expect(fileCheck.linesWithoutUetr).to.equal(3);
      expect(fileCheck.linesWithoutUetrAtUetr).to.equal(2);
    });
  });
});
