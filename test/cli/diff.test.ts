import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

describe('cli: vop-conformance diff, and the history of runs (issue 13)', () => {
  it('shows another token lifetime and another status for results before PROCESSED between two runs', async function () {
    this.timeout(180_000);
    const reports = tempDir();
    const first = await runCliWithin(['run', '--report-dir', reports, '--seed', '7'], {}, 120_000);
    expect(first.code, first.stdout + first.stderr).to.equal(0);
    const second = await runCliWithin(
      [
        'run',
        '--report-dir',
        reports,
        '--seed',
        '7',
        '--mock-choice',
        'token-lifetime=60',
        '--mock-choice',
        'results-before-processed-status=400',
      ],
      {},
      120_000,
    );
    expect(second.code, second.stdout + second.stderr).to.equal(0);
    const [runA = '', runB = ''] = readdirSync(reports)
      .filter((name) => name !== 'history.jsonl')
      .sort();
    expect(readFileSync(join(reports, 'history.jsonl'), 'utf8').trim().split('\n')).to.have.length(2);

    const diff = await runCliWithin(['diff', join(reports, runA), join(reports, runB)], {}, 30_000);
    expect(diff.code, diff.stderr).to.equal(0);
    expect(diff.stdout).to.match(
      /token-client-credentials-issued · token response: expires_in "2".* → expires_in "60"/,
    );
    expect(diff.stdout).to.match(/results-before-processed-4xx · .*: 409 .* → 400 /);
    expect(diff.stdout).to.match(/submit-auth-expired-401: passed → skipped/);

    const page = readFileSync(join(reports, runB, 'index.html'), 'utf8');
    expect(page).to.include('Since the last run').and.to.include('<svg');
    expect(page).to.match(/expires_in &quot;60&quot;|expires_in "60"/);
  });

  it('exits 2 with one line for a folder without rules.json', async () => {
    const diff = await runCliWithin(['diff', tempDir(), tempDir()], {}, 30_000);
    expect(diff.code).to.equal(2);
    expect(diff.stderr).to.match(/not a report folder with a readable rules\.json/);
  });
});
