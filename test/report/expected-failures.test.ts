import { expect } from 'chai';
import type { RuleResult } from '../../src/harness/ledger.ts';
import { applyExpectedFailures, type ExpectedFailure } from '../../src/report/expected-failures.ts';

function result(id: RuleResult['id'], status: RuleResult['status']): RuleResult {
  return {
    id,
    level: 'documented',
    status,
    tests: ['t'],
    details: status === 'failed' ? ['Received: x'] : [],
    observed: [],
  };
}

describe('report: expected failures', () => {
  const entries: ExpectedFailure[] = [
    { ruleId: 'status-detail-when-failed', reason: 'PROV-12: detail missing' },
    { ruleId: 'error-title-max-70', reason: 'PROV-13' },
    { ruleId: 'results-content-disposition', reason: 'sandbox only', target: 'sandbox.example' },
  ];

  it('turns a listed failed rule into expected, keeping its failure text after the reason', () => {
    const [applied] = applyExpectedFailures(
      [result('status-detail-when-failed', 'failed')],
      entries,
      'https://x',
      'ef.json',
    );
    expect(applied?.status).to.equal('expected');
    expect(applied?.details).to.deep.equal(['expected failure: PROV-12: detail missing', 'Received: x']);
  });

  it('fails a listed rule that passed, saying the entry must go', () => {
    const [applied] = applyExpectedFailures(
      [result('error-title-max-70', 'passed')],
      entries,
      'https://x',
      'ef.json',
    );
    expect(applied?.status).to.equal('failed');
    expect(applied?.details[0]).to.match(
      /the rule held, though ef\.json expects it to fail \(PROV-13\)\nDocumented: .*remove error-title-max-70 from ef\.json/,
    );
  });

  it('leaves unlisted rules, and listed rules that were skipped or not tested, as they were', () => {
    const rows = [result('status-accept-406', 'failed'), result('status-detail-when-failed', 'skipped')];
    expect(applyExpectedFailures(rows, entries, 'https://x', 'ef.json')).to.deep.equal(rows);
  });

  it('applies an entry with a target only to runs against a target containing it', () => {
    const rows = [result('results-content-disposition', 'failed')];
    expect(applyExpectedFailures(rows, entries, 'https://api.example', 'ef.json')[0]?.status).to.equal(
      'failed',
    );
    expect(applyExpectedFailures(rows, entries, 'https://sandbox.example/v1', 'ef.json')[0]?.status).to.equal(
      'expected',
    );
  });
});
