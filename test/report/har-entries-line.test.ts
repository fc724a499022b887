import { expect } from 'chai';
import { renderHarEntries } from '../../src/report/har-entries-line.ts';
import type { HarSummary } from '../../src/evidence/har-recorder.ts';

const har: HarSummary = {
  file: 'exchanges.har',
  entries: 40,
  entriesByRule: new Map([
    ['token-other-grant-type-rejected', { first: [3, 4], count: 2 }],
    ['server-no-5xx', { first: [1, 2, 5, 6, 7, 8, 9, 10, 11, 12], count: 30 }],
  ]),
  failedEntriesByRule: new Map([['results-record-uetr', { first: [12], count: 1 }]]),
};

describe('report: the entries of a failed rule in exchanges.har', () => {
  it('names the entries its test made, and the first 10 of many with the count', () => {
    expect(renderHarEntries('token-other-grant-type-rejected', har)).to.include(
      `its test's exchanges: entries #3, #4 (<code>_ruleIds</code>`,
    );
    expect(renderHarEntries('server-no-5xx', har)).to.include('#12, … (first 10 of 30)');
  });

  it('names the entry a failure found by a check on another test replays', () => {
    expect(renderHarEntries('results-record-uetr', har)).to.include(
      'failed on entry #12 (<code>_failedRuleIds</code> holds "results-record-uetr")',
    );
  });

  it('says nothing without a HAR, or for a rule with no entry in it', () => {
    expect(renderHarEntries('results-record-uetr', undefined)).to.equal('');
    expect(renderHarEntries('status-taskid-uuid', har)).to.equal('');
  });
});
