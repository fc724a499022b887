import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { EfficacyReport } from '../../src/selfcheck/efficacy-report.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

describe('selfcheck: vop-conformance efficacy', () => {
  it('detects two faults by their rules, with one correct run and no false alarm, and exits 0', async () => {
    const reports = tempDir();
    const result = await runCli([
      'efficacy',
      '--fault',
      'status-detail-when-failed',
      '--fault',
      'error-title-max-70',
      '--runs',
      '2',
      '--fault-runs',
      '2',
      '--sets',
      'correct',
      '--report-dir',
      reports,
    ]);
    expect(result.code, result.stdout + result.stderr).to.equal(0);
    expect(result.stdout).to.match(/detected 2\/2/);
    expect(result.stdout).to.match(/false alarms 0\/1/);
    const [folder = '', ...more] = readdirSync(reports);
    expect(more).to.deep.equal([]);
    expect(folder).to.match(/^efficacy-/);
    const report = JSON.parse(readFileSync(join(reports, folder, 'efficacy.json'), 'utf8')) as EfficacyReport;
    expect(report.falseAlarms.map((s) => [s.set, s.passed])).to.deep.equal([['correct', true]]);
    const byFault = new Map(report.faults.map((f) => [f.fault, f]));
    expect(byFault.get('status-detail-when-failed')?.rule).to.equal('status-detail-when-failed');
    expect(byFault.get('status-detail-when-failed')?.detected).to.equal(true);
    expect(byFault.get('status-detail-when-failed')?.failedRules).to.include('status-detail-when-failed');
    expect(byFault.get('error-title-max-70')?.detected).to.equal(true);
    expect(byFault.get('error-title-max-70')?.failedRules).to.include('error-title-max-70');
    const html = readFileSync(join(reports, folder, 'efficacy.html'), 'utf8');
    expect(html).to.include('status-detail-when-failed').and.to.include('error-title-max-70');
    expect(html).to.include('Detection matrix').and.to.include('Rules no fault breaks');
    expect(html).to.not.include('MISSED');
    expect(report.rulesWithoutFault).to.be.an('array');
    expect([report.runs, report.faultRuns]).to.deep.equal([2, 2]);
    // Each child's report folder beside the matrix.
    expect(readdirSync(join(reports, folder, 'fault')).sort()).to.deep.equal([
      'error-title-max-70',
      'status-detail-when-failed',
    ]);
  });

  it('exits 2 naming --fault for an unknown fault id', async () => {
    const result = await runCli(['efficacy', '--fault', 'no-such-fault', '--report-dir', tempDir()]);
    expect(result.code, result.stdout + result.stderr).to.equal(2);
    expect(result.stderr).to.match(/--fault: unknown fault id "no-such-fault"/);
  });
});
