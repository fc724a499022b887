import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { type FlakyFront, startFlakyFront } from '../helpers/flaky-front.ts';
import { mockTargetEnv } from '../helpers/mock-target-env.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

/** The status rules: a few hundred requests, enough for several resets and delays. */
const GREP = 'status-';

describe('cli: a correct provider on a flaky network passes; transport trouble is not a rule failure', function () {
  this.timeout(180_000);
  let mock: RunningMock;
  let front: FlakyFront;
  before(async () => {
    mock = await startMock();
    // 2 % of the requests reset before any response byte, every 25th answer 3 s late.
    front = await startFlakyFront(mock.baseUrl, { resetEvery: 50, delayEvery: 25, delayMs: 3_000 });
  });
  after(async () => {
    await front.close();
    await mock.close();
  });

  it('resets and late answers are retried or waited for: exit 0, no rule fails, the summary gives the retries', async () => {
    const reports = tempDir();
    const result = await runCli(['run', '--report-dir', reports], {
      ...mockTargetEnv(mock),
      VOP_BASE_URL: front.baseUrl,
      VOP_GREP: GREP,
    });
    const output = result.stdout + result.stderr;
    expect(front.counts.resets, 'the front reset connections').to.be.above(0);
    expect(front.counts.delays, 'the front held answers back').to.be.above(0);
    expect(result.code, output).to.equal(0);
    const [stamp = ''] = readdirSync(reports);
    const report = JSON.parse(readFileSync(join(reports, stamp, 'rules.json'), 'utf8')) as {
      rules: Array<{ status: string }>;
    };
    expect(report.rules.filter((rule) => rule.status === 'failed')).to.deep.equal([]);
    const line = /transport: (\d+) request\(s\) retried \((\d+) retries\); (\d+) reset\(s\)/.exec(
      result.stdout,
    );
    expect(line, result.stdout).to.not.equal(null);
    expect(Number(line?.[2])).to.equal(front.counts.resets);
    expect(Number(line?.[3])).to.equal(front.counts.resets);
    expect(result.stdout).to.not.include('not judged: transport');
  });
});
