import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { startMock, type RunningMock } from '../../src/mock/server.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { mockTargetEnv } from '../helpers/mock-target-env.ts';

/** Most requests a default run may make against a URL target: 5 minutes at 10 requests a second, a nightly's budget. */
const DEFAULT_RUN_REQUESTS = 3_000;

/** The request count of a run's sign-off (`Rate: <n> requests in …`). */
function requestsOf(reportRoot: string): number {
  const [folder] = readdirSync(reportRoot).filter((name) => /^\d{4}-/.test(name));
  const signoff = readFileSync(join(reportRoot, folder ?? '', 'signoff.md'), 'utf8');
  const match = /Rate: (\d+) requests in/.exec(signoff);
  expect(match, signoff).not.to.equal(null);
  return Number(match?.[1]);
}

describe('runner: the requests of a default run against a URL target', function () {
  this.timeout(300_000);
  let mock: RunningMock;

  before(async () => {
    // A provider as `vop-conformance mock` serves one, its lifecycle quick and its tokens short
    // enough for the expired-token rules: every rule of the run is tested.
    mock = await startMock({ queueMs: 10, processingMs: 40, tokenLifetimeSeconds: 5 });
  });
  after(() => mock.close());

  it('stays within 3,000 requests, the hand-written tests and the exploration together, and passes', async () => {
    const reportRoot = tempDir();
    const env = {
      ...mockTargetEnv(mock),
      VOP_MAX_FILE_BYTES: String(mock.fileLimits.maxFileBytes),
      VOP_MAX_RECORDS: String(mock.fileLimits.maxRecords),
      VOP_SCENARIO_SLOW_MS: String(mock.options.slowMs),
    };
    const run = await runCli(['run', '--report-dir', reportRoot], env);
    expect(run.code, run.stdout.slice(-3_000)).to.equal(0);
    expect(run.stdout).to.match(/exploration: \d+ sequences/);
    const requests = requestsOf(reportRoot);
    expect(requests).to.be.within(1, DEFAULT_RUN_REQUESTS);
  });
});
