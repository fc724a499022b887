import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { isReportFolder, runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** The "Since the last run" section of an `index.html`, its tags and text. */
function sinceLastRun(page: string): string {
  return /<section id="since-last-run">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
}

describe('cli: the sign-off, the history of runs and vop-conformance diff', () => {
  const reports = tempDir();
  let runA = '';
  let runB = '';

  before(async function () {
    this.timeout(240_000);
    // Long-lived tokens and few cases keep both runs short (no wait for a token to expire).
    const quick = ['--seed', '7', '--runs', '2'];
    const first = await runCliWithin(
      ['run', '--report-dir', reports, ...quick, '--mock-choice', 'token-lifetime=3600'],
      {},
      120_000,
    );
    expect(first.code, first.stdout + first.stderr).to.equal(0);
    // Another correct provider: 60 s tokens, 400 for results before PROCESSED.
    const second = await runCliWithin(
      [
        'run',
        '--report-dir',
        reports,
        ...quick,
        '--mock-choice',
        'token-lifetime=60',
        '--mock-choice',
        'results-before-processed-status=400',
      ],
      {},
      120_000,
    );
    expect(second.code, second.stdout + second.stderr).to.equal(0);
    [runA = '', runB = ''] = readdirSync(reports)
      .filter(isReportFolder)
      .sort()
      .map((name) => join(reports, name));
  });

  it('writes signoff.md with every section filled from what the run observed', () => {
    const signoff = readFileSync(join(runA, 'signoff.md'), 'utf8');
    for (const heading of [
      '## The run',
      '## Documented rules',
      '## Assumptions',
      '## Observed where interface.md says "not shown"',
    ])
      expect(signoff).to.include(heading);
    expect(signoff).to.match(/Tool: vop-conformance \d+\.\d+\.\d+/);
    expect(signoff).to.match(/\| documented \| \d+ \| \d+ \| 0 \|/);
    expect(signoff).to.match(/\| status-detail-when-failed \| .* \| passed \|/);
    expect(signoff).to.match(/\| A3 \| Results before PROCESSED \| 2 of 2 held \|/);
    expect(signoff).to.match(/token response: `expires_in "3600"; token_type/);
    expect(signoff).to.match(/submission response: `202 \{"taskId"/);
    expect(signoff).to.match(/results of a task not yet PROCESSED .*`409 /);
    expect(signoff)
      .to.match(/results of a FAILED task .*`409 /)
      .and.to.match(/results of a TIMED_OUT task .*`409 /);
    expect(signoff).to.match(
      /Lifecycle: submission to a final state: median \d+ ms, max \d+ ms over \d+ task/,
    );
    // The embedded mock answers the burst of --provoke-429 (on for it by default, A6) with 429s.
    expect(signoff).to.match(
      /Rate: \d+ requests in [\d.]+ s \([\d.]+ requests\/s achieved\); 429 answers: [1-9]\d* \([1-9]\d* of them to the \d+ requests --provoke-429 sent above --rate on purpose\)/,
    );
    expect(signoff).to.match(/match values and Plus fields in the result lines: `partyNameMatch/);
    expect(signoff).to.match(/Error code for HTTP 401: \S+ \(\d+×\) — first shown by `curl -i/);
    expect(signoff)
      .to.match(/`200 \{"partyNameMatch"/)
      .and.to.match(/`200 \{"Data"/);
    expect(signoff, 'no secret').to.not.match(/demo-api-secret|Bearer (?!<redacted>)[A-Za-z0-9]/);
    expect(readFileSync(join(runA, 'index.html'), 'utf8')).to.include('Onboarding sign-off');
  });

  it('says in the first run’s index.html that there is nothing to compare yet, with no chart', () => {
    const since = sinceLastRun(readFileSync(join(runA, 'index.html'), 'utf8'));
    expect(since).to.include('nothing to compare yet');
    expect(since, 'a lone bar compares nothing').to.not.include('<svg');
  });

  it('appends one history line per run and shows the changes in index.html', () => {
    expect(readFileSync(join(reports, 'history.jsonl'), 'utf8').trim().split('\n')).to.have.length(2);
    const page = readFileSync(join(runB, 'index.html'), 'utf8');
    const since = sinceLastRun(page);
    expect(since, 'two runs: the chart').to.include('<svg').and.to.not.include('nothing to compare yet');
    expect(page).to.include('expires_in &quot;60&quot;');
  });

  it('prints the other token lifetime and the other status for results before PROCESSED', async () => {
    const diff = await runCliWithin(['diff', runA, runB], {}, 30_000);
    expect(diff.code, diff.stderr).to.equal(0);
    expect(diff.stdout).to.match(
      /token-client-credentials-issued · token response: expires_in "3600".* → expires_in "60"/,
    );
    expect(diff.stdout).to.match(/results-before-processed-4xx · .*: 409 .* → 400 /);
    expect(diff.stdout).to.not.match(/new failures|fixed/);
  });

  it('leaves a --grep run out of the history: it tests a few rules, so it is no point of comparison', async () => {
    const grep = await runCliWithin(
      ['run', '--report-dir', reports, '--grep', 'status-taskid-uuid'],
      {},
      60_000,
    );
    expect(grep.code, grep.stdout + grep.stderr).to.equal(0);
    expect(readFileSync(join(reports, 'history.jsonl'), 'utf8').trim().split('\n')).to.have.length(2);
  });

  it('exits 2 with one line for a folder without rules.json', async () => {
    const diff = await runCliWithin(['diff', tempDir(), tempDir()], {}, 30_000);
    expect(diff.code).to.equal(2);
    expect(diff.stderr).to.match(/not a report folder with a readable rules\.json/);
  });
});
