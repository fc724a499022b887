import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { RuleResult } from '../../src/harness/ledger.ts';
import { compareRuns, formatDrift } from '../../src/report/drift.ts';
import { appendHistory, HISTORY_FILE, previousRun, readHistory } from '../../src/report/history.ts';
import { renderHistorySection, renderTrendChart } from '../../src/report/history-section.ts';
import { normaliseObserved, summariseRun } from '../../src/report/run-summary.ts';

function rule(
  id: RuleResult['id'],
  status: RuleResult['status'],
  observed: RuleResult['observed'] = [],
): RuleResult {
  return { id, level: 'documented', status, tests: [], details: [], observed };
}

function run(startedAt: string, results: RuleResult[], target = 'https://sandbox.example') {
  return summariseRun(results, { startedAt, target, seed: 1, tool: { version: '0.1.0' } });
}

describe('report: history and drift between runs', () => {
  it('normalises task ids and timing jitter out of observed values, keeping real changes', () => {
    expect(normaliseObserved('202 {"taskId":"6fc4df67-4bfc-4e91-bcb9-ead2a0b316f9"}')).to.equal(
      '202 {"taskId":"<uuid>"}',
    );
    expect(normaliseObserved('final after about 113 ms')).to.equal(
      normaliseObserved('final after about 118 ms'),
    );
    expect(normaliseObserved('final after about 113 ms')).to.not.equal(
      normaliseObserved('final after about 2480 ms'),
    );
    expect(normaliseObserved('x'.repeat(400))).to.have.length(301);
  });

  it('finds new failures, fixed rules, other status changes and changed observed values', () => {
    const token = { title: 'token response', value: 'expires_in 3599' };
    const before = run('2026-11-21T02:17:00Z', [
      rule('status-accept-406', 'passed'),
      rule('error-title-max-70', 'failed'),
      rule('status-auth-expired-401', 'passed'),
      rule('token-client-credentials-issued', 'passed', [token]),
      rule('results-before-processed-4xx', 'passed', [
        { title: 'results before PROCESSED', value: '409 {}' },
      ]),
    ]);
    const after = run('2026-11-22T02:17:00Z', [
      rule('status-accept-406', 'failed'),
      rule('error-title-max-70', 'passed'),
      rule('status-auth-expired-401', 'skipped'),
      rule('token-client-credentials-issued', 'passed', [{ ...token, value: 'expires_in 60' }]),
      rule('results-before-processed-4xx', 'passed', [
        { title: 'results before PROCESSED', value: '409 {}' },
      ]),
    ]);
    const drift = compareRuns(before, after);
    expect(drift.newFailures).to.deep.equal(['status-accept-406']);
    expect(drift.fixed).to.deep.equal(['error-title-max-70']);
    expect(drift.otherChanges).to.deep.equal(['status-auth-expired-401: passed → skipped']);
    expect(drift.observed).to.deep.equal([
      {
        key: 'token-client-credentials-issued · token response',
        before: 'expires_in 3599',
        after: 'expires_in 60',
      },
    ]);
    expect(formatDrift(drift).join('\n')).to.match(/new failures \(1\):\n {2}status-accept-406/);
    expect(formatDrift(compareRuns(after, after)).at(-1)).to.equal('no change');
  });

  it('appends one line per run, reads them back skipping broken lines, and finds the previous run per target', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vopc-history-'));
    expect(await readHistory(root)).to.deep.equal([]);
    await appendHistory(root, run('2026-11-20T02:17:00Z', [rule('status-accept-406', 'passed')]));
    writeFileSync(join(root, HISTORY_FILE), '{"cut": \n', { flag: 'a' });
    await appendHistory(
      root,
      run('2026-11-21T02:17:00Z', [rule('status-accept-406', 'passed')], 'embedded mock'),
    );
    await appendHistory(root, run('2026-11-22T02:17:00Z', [rule('status-accept-406', 'failed')]));
    const history = await readHistory(root);
    expect(history.map((r) => r.startedAt)).to.deep.equal([
      '2026-11-20T02:17:00Z',
      '2026-11-21T02:17:00Z',
      '2026-11-22T02:17:00Z',
    ]);
    expect(previousRun(history, 'embedded mock')?.startedAt).to.equal('2026-11-21T02:17:00Z');
    expect(previousRun(history, 'https://other.example')).to.equal(undefined);
  });

  it('draws one stacked bar per run, at most 20, and says when there is nothing to compare', () => {
    const runs = Array.from({ length: 25 }, (_, i) =>
      run(`2026-11-${String(i + 1).padStart(2, '0')}T02:17:00Z`, [
        rule('status-accept-406', i % 2 ? 'failed' : 'passed'),
      ]),
    );
    const svg = renderTrendChart(runs);
    expect(svg.match(/<g>/g)).to.have.length(20);
    expect(svg).to.include('2026-11-24T02:17:00Z: 0 passed, 1 failed');
    expect(svg).to.include('2026-11-25T02:17:00Z: 1 passed, 0 failed');
    expect(svg).to.include('2026-11-06T').and.not.to.include('2026-11-05T');
    expect(renderHistorySection(runs.slice(0, 1), undefined)).to.include('nothing to compare');
  });
});
