import { expect } from 'chai';
import { crlfFileEnded, crlfFileRefused, crlfLinesFailure } from '../../src/checks/crlf-file.ts';
import { generatedFileEnded, generatedFileRefused } from '../../src/checks/generated-record-file.ts';
import { instanceFailure, uetrInstanceFailure } from '../../src/checks/record-error-instance.ts';
import { keeperFailure } from '../../src/checks/record-error-keeps-task.ts';
import { errorStatusFailure } from '../../src/checks/record-error-status-400.ts';
import { missingErrorLineFailure } from '../../src/checks/record-error-uetr.ts';
import { recordLineFailure } from '../../src/checks/record-line.ts';
import { uetrInvalidFailure } from '../../src/checks/record-uetr-invalid.ts';
import { resultFileBeforeProcessed } from '../../src/checks/results-only-when-processed.ts';
import type { Exchange } from '../../src/client/types.ts';
import { ResultFile } from '../../src/harness/result-lines.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** A valid record A and a record B with a name too long. */
const EXPECTED = new Map([
  [A, 'result'],
  [B, 'FORMAT_ERROR NAME_TOO_LONG'],
]);

const result = (uetr?: string) => ({ ...(uetr ? { uetr } : {}), partyNameMatch: 'MTCH' });
const error = (title: string, uetr?: string, extra: Record<string, unknown> = {}) => ({
  type: '/problems/format-error',
  code: 'FORMAT_ERROR',
  title,
  ...(uetr ? { uetr } : {}),
  ...extra,
});
const fileOf = (...lines: unknown[]) =>
  new ResultFile(
    lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'),
    EXPECTED,
  );

/** An exchange of `operation` answered `status` with `body`. */
function exchangeOf(
  operation: NonNullable<Exchange['request']['operation']>,
  status: number,
  body: unknown = {},
): Exchange {
  return {
    request: { operation, method: 'GET', url: 'http://127.0.0.1:9/vopgateway/v1/bulk', headers: {} },
    response: { status, headers: {}, bodyText: JSON.stringify(body) },
    durationMs: 1,
  };
}

describe('checks: the judges of a record’s line and of the files of records (A2; interface.md Errors/Functional errors)', () => {
  describe('recordLineFailure', () => {
    const nameCase = {
      ruleId: 'record-name-max-140',
      uetr: B,
      label: 'a name of 141',
      want: 'FORMAT_ERROR NAME_TOO_LONG',
    } as const;

    it('holds for a line with the wanted outcome', () => {
      const file = fileOf(result(A), error('NAME_TOO_LONG', B));
      expect(recordLineFailure(file.check, file.expected, nameCase)).to.equal(undefined);
    });

    it('fails the record’s rule for a result record where an error line is due (planted bug)', () => {
      const file = fileOf(result(A), result(B));
      const failure = recordLineFailure(file.check, file.expected, nameCase);
      expect(failure?.ruleId).to.equal('record-name-max-140');
      expect(failure?.message).to.include('Received: a name of 141: {"uetr"');
      expect(failure?.message).to.include(
        "Documented: an error line FORMAT_ERROR NAME_TOO_LONG with the record's uetr",
      );
    });

    it('blames the rule of the result file that broke first: not judged under the record’s rule', () => {
      const file = fileOf(result(A));
      expect(recordLineFailure(file.check, file.expected, nameCase)?.ruleId).to.equal(
        'results-one-line-per-record',
      );
    });
  });

  it('uetrInvalidFailure: one error line per record without a parseable uetr', () => {
    expect(uetrInvalidFailure(['no uetr', 'uetr "x"'], 2)).to.equal(undefined);
    expect(uetrInvalidFailure(['no uetr', 'uetr "x"'], 1)?.message).to.include(
      'Received: 2 records without a parseable uetr (no uetr; uetr "x"), 1 error lines',
    );
  });

  it('record-error-instance: the instance points at the field, or at /uetr for a record without one', () => {
    expect(uetrInstanceFailure(2, 2)).to.equal(undefined);
    expect(uetrInstanceFailure(2, 1)?.ruleId).to.equal('record-error-instance');
    const line = error('NAME_TOO_LONG', B, { instance: '/party/name' });
    expect(instanceFailure('a name', line, ['/party/name'])).to.equal(undefined);
    expect(instanceFailure('a name', { ...line, instance: '/' }, ['/party/name'])?.message).to.include(
      'Received: a name: instance "/"',
    );
    expect(instanceFailure('a name', error('NAME_TOO_LONG', B), ['/party/name'])?.message).to.include(
      'instance (absent)',
    );
  });

  it('errorStatusFailure: an error line without status or with 400; a result record is not judged', () => {
    expect(errorStatusFailure('a name', error('NAME_TOO_LONG', B))).to.equal(undefined);
    expect(errorStatusFailure('a name', error('NAME_TOO_LONG', B, { status: 400 }))).to.equal(undefined);
    expect(errorStatusFailure('a name', { ...result(B), status: 500 })).to.equal(undefined);
    expect(errorStatusFailure('a name', undefined)).to.equal(undefined);
    expect(errorStatusFailure('a name', error('NAME_TOO_LONG', B, { status: 500 }))?.ruleId).to.equal(
      'record-error-status-400',
    );
  });

  it('missingErrorLineFailure: a broken record has a line with its uetr, else the rule that broke first', () => {
    const good = fileOf(result(A), error('NAME_TOO_LONG', B));
    expect(missingErrorLineFailure(good.check, good.expected, B, 'a name')).to.equal(undefined);
    const withoutUetr = fileOf(result(A), error('NAME_TOO_LONG'));
    expect(missingErrorLineFailure(withoutUetr.check, withoutUetr.expected, B, 'a name')?.ruleId).to.equal(
      'record-error-uetr',
    );
    const missing = fileOf(result(A));
    expect(missingErrorLineFailure(missing.check, missing.expected, B, 'a name')?.ruleId).to.equal(
      'results-one-line-per-record',
    );
  });

  it('keeperFailure: a 4xx submission (not 429) or a task not PROCESSED breaks the keeper rule', () => {
    const keeper = 'record-error-keeps-task';
    expect(keeperFailure({ keeper, submission: exchangeOf('bulk-submit', 202) })).to.equal(undefined);
    expect(keeperFailure({ keeper, submission: exchangeOf('bulk-submit', 429) })).to.equal(undefined);
    expect(keeperFailure({ keeper, submission: exchangeOf('bulk-submit', 400) })?.ruleId).to.equal(keeper);
    const ended = keeperFailure({
      keeper,
      submission: exchangeOf('bulk-submit', 202),
      endedOtherwise: 'FAILED',
    });
    expect(ended?.message).to.include('Received: the task ended FAILED');
  });

  it('the generated files: accepted with a taskId, PROCESSED, TIMED_OUT not judged', () => {
    const accepted = exchangeOf('bulk-submit', 202, { taskId: A });
    expect(generatedFileRefused(accepted, A)).to.equal(undefined);
    expect(generatedFileRefused(exchangeOf('bulk-submit', 400), undefined)?.ruleId).to.equal(
      'record-error-keeps-task',
    );
    const status = (s: string) => ({ status: s, exchange: exchangeOf('bulk-status', 200, { status: s }) });
    expect(generatedFileEnded(A, status('PROCESSED'), false)).to.equal(undefined);
    expect(generatedFileEnded(A, status('TIMED_OUT'), false)).to.have.property('notJudged');
    expect(generatedFileEnded(A, status('FAILED'), false)).to.have.property(
      'ruleId',
      'record-error-keeps-task',
    );
    expect(generatedFileEnded(A, status('FAILED'), true)).to.have.property(
      'ruleId',
      'status-valid-file-not-failed',
    );
  });

  describe('the file with CRLF line ends', () => {
    const expected = new Map([
      [A, 'result'],
      [B, 'result'],
    ]);
    const crlfFile = (...lines: unknown[]) =>
      new ResultFile(lines.map((line) => JSON.stringify(line)).join('\n'), expected);
    const submission = exchangeOf('bulk-submit', 202, { taskId: A });

    it('is accepted and ends PROCESSED, or fails its step’s rule', () => {
      expect(crlfFileRefused(2, submission, A)).to.equal(undefined);
      expect(crlfFileRefused(2, exchangeOf('bulk-submit', 400), undefined)?.ruleId).to.equal(
        'submit-202-task-id',
      );
      const failed = { status: 'FAILED', exchange: exchangeOf('bulk-status', 200) };
      expect(crlfFileEnded(2, A, failed)).to.have.property('ruleId', 'status-valid-file-not-failed');
      expect(crlfFileEnded(2, A, { ...failed, status: 'TIMED_OUT' })).to.have.property('notJudged');
    });

    it('holds when each record has its one result record, fails results-one-line-per-record otherwise', () => {
      const good = crlfFile(result(A), result(B));
      expect(crlfLinesFailure(good.check, good.expected, [A, B], submission)).to.equal(undefined);
      // A uetr that ends in CR names no submitted record (the fault crlf-split).
      const split = crlfFile(result(A), result(`${B}\r`));
      const failure = crlfLinesFailure(split.check, split.expected, [A, B], submission);
      expect(failure?.ruleId).to.equal('results-one-line-per-record');
      expect(failure?.message).to.include('a line without a submitted uetr: line 2: uetr');
    });

    it('blames a line without any uetr on its uetr rule first', () => {
      const file = crlfFile(result(A), result());
      expect(crlfLinesFailure(file.check, file.expected, [A, B], submission)?.ruleId).to.equal(
        'results-record-uetr',
      );
    });
  });

  it('resultFileBeforeProcessed: no 200 for a task not PROCESSED', () => {
    expect(resultFileBeforeProcessed(exchangeOf('bulk-results', 404), 'a FAILED task')).to.equal(undefined);
    expect(resultFileBeforeProcessed(exchangeOf('bulk-results', 200), 'a FAILED task')?.message).to.include(
      'Documented: no result file (not 200) for a FAILED task',
    );
  });
});
