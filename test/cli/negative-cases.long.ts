import { expect } from 'chai';
import { DEMO_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';

const { apiKey, apiSecret } = DEMO_CREDENTIALS;

function env(mock: RunningMock, extra: Record<string, string> = {}): Record<string, string> {
  return {
    VOP_BASE_URL: mock.baseUrl,
    VOP_API_KEY: apiKey,
    VOP_API_SECRET: apiSecret,
    VOP_RATE: '0',
    ...extra,
  };
}

describe('cli: negative cases against providers that drift', () => {
  describe('a provider that answers INVALID_REQUEST instead of INVALID_FIELD for a bad taskId', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock({ faults: new Set(['status-taskid-uuid/wrong-title']) });
    });
    after(() => mock.close());

    it('fails under status-taskid-uuid alone', async () => {
      const result = await runCli(['run', '--report-dir', tempDir(), '--grep', 'taskid'], env(mock));
      expect(result.code, result.stdout).to.equal(1);
      const failed = [...result.stdout.matchAll(/^FAILED (\S+) \(/gm)].map((m) => m[1]);
      expect(failed).to.deep.equal(['status-taskid-uuid']);
      expect(result.stdout)
        .to.include('"title":"INVALID_REQUEST"')
        .and.include('Documented: 400 FORMAT_ERROR INVALID_FIELD');
    });
  });

  describe('a provider that rate-limits with 429 and Retry-After (A6)', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock({ rateLimitPerSecond: 15 });
    });
    after(() => mock.close());

    it('is waited for and retried: the run passes and no 429 counts as a failure', async () => {
      const result = await runCli(
        [
          'run',
          '--report-dir',
          tempDir(),
          '--grep',
          'status-x-end-user',
          '--concurrency',
          '4',
          '--runs',
          '10',
        ],
        env(mock),
      );
      expect(result.code, result.stdout).to.equal(0);
      expect(mock.stats.tooManyRequests, '429s the mock answered').to.be.greaterThan(0);
      expect(result.stdout).to.match(/Rules: \d+ — \d+ passed, 0 failed/);
    });
  });

  describe('a provider whose limit nobody told the suite, under --rate auto (A6)', () => {
    let mock: RunningMock;
    before(async () => {
      mock = await startMock({ rateLimitPerSecond: 6 });
    });
    after(() => mock.close());

    it('finds the limit by its 429s, fails no rule for them, and reports the rate it settled on', async () => {
      const reports = tempDir();
      const result = await runCli(
        ['run', '--report-dir', reports, '--grep', 'status-x-end-user', '--runs', '15', '--rate', 'auto'],
        env(mock),
      );
      expect(result.code, result.stdout).to.equal(0);
      expect(mock.stats.tooManyRequests, '429s the mock answered').to.be.greaterThan(0);
      expect(result.stdout).to.match(/Rules: \d+ — \d+ passed, 0 failed/);
      expect(result.stdout).to.match(
        /--rate auto: started at 5\/s, first 429 at [\d.]+\/s, \d+ cut\(s\), settled at [\d.]+ requests\/s/,
      );
    });

    it('refuses a --rate that is neither a number nor auto, naming both', async () => {
      const result = await runCli(['run', '--rate', 'fast'], env(mock));
      expect(result.code).to.equal(2);
      expect(result.stderr).to.include('--rate must be a number >= 0 or auto (got "fast")');
    });
  });
});
