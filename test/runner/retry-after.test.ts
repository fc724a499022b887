import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { type MockOptions } from '../../src/mock/options.ts';
import { startMock } from '../../src/mock/server.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { mockTargetEnv } from '../helpers/mock-target-env.ts';

/** Runs `args` against a URL-target mock started with `options`, closed after; `root` is its report root. */
async function runAgainst(
  options: Partial<MockOptions>,
  args: readonly string[],
  env: Record<string, string> = {},
  root = tempDir(),
) {
  const mock = await startMock({ queueMs: 10, processingMs: 40, ...options });
  try {
    return await runCli(['run', '--report-dir', root, ...args], { ...mockTargetEnv(mock), ...env });
  } finally {
    await mock.close();
  }
}

/** The junit.xml of the one run under report root `root`. */
function junitOf(root: string): string {
  const [folder] = readdirSync(root).filter((name) => /^\d{4}-/.test(name));
  return readFileSync(join(root, folder ?? '', 'junit.xml'), 'utf8');
}

/** A provider whose 429s carry `Retry-After: PT1S` (an ISO 8601 duration, not seconds or an HTTP-date). */
const PT1S = { faults: new Set(['rate-limit-retry-after-form'] as const) };

describe('runner: the Retry-After of every 429 the run meets (rate-limit-retry-after-form, A6)', function () {
  this.timeout(300_000);

  it('fails the rule on a default run (no burst) against a provider that answers 429 with PT1S under its limit', async () => {
    const run = await runAgainst(
      { ...PT1S, rateLimitPerSecond: 2 },
      [
        '--rule',
        'status-x-request-id-uuid',
        '--rule',
        'rate-limit-retry-after-form',
        '--runs',
        '5',
        '--rate',
        '20',
      ],
      { VOP_PROVOKE_429: '0' },
    );
    expect(run.code, run.stdout.slice(-3_000)).to.equal(1);
    expect(run.stdout).to.include('FAILED rate-limit-retry-after-form');
    expect(run.stdout).to.include('Received: 429 with Retry-After: PT1S');
  });

  it('fails it under --provoke-429 when the provider answers 429 only above its limit', async () => {
    const run = await runAgainst({ ...PT1S, rateLimitPerSecond: 30 }, [
      '--rule',
      'status-x-request-id-echo',
      '--rule',
      'rate-limit-retry-after-form',
      '--provoke-429',
    ]);
    expect(run.code, run.stdout.slice(-3_000)).to.equal(1);
    expect(run.stdout).to.include('FAILED rate-limit-retry-after-form');
    expect(run.stdout).not.to.include('judged when met');
  });

  it('gives it a verdict when it is selected alone (the burst implied)', async () => {
    const run = await runAgainst({ rateLimitPerSecond: 30 }, ['--rule', 'rate-limit-retry-after-form']);
    expect(run.code, run.stdout.slice(-3_000)).to.equal(0);
    expect(run.stdout).to.match(/PASSED: 1 of 139 rules held, 138 not tested/);
  });

  it('leaves it not met, on one line, and passes, when a URL target run meets no 429 (JUnit: skipped, with the reason)', async () => {
    const root = tempDir();
    const run = await runAgainst(
      {},
      ['--rule', 'status-x-request-id-echo', '--rule', 'rate-limit-retry-after-form'],
      {},
      root,
    );
    expect(run.code, run.stdout.slice(-3_000)).to.equal(0);
    expect(run.stdout).to.match(
      /NOT MET +rate-limit-retry-after-form \(assumed A6\) — judged when met: no 429 this run/,
    );
    expect(run.stdout).to.match(/PASSED: 1 of 139 rules held, 1 not met, 137 not tested/);
    // JUnit has no "not met": a skipped case that says so.
    expect(junitOf(root)).to.include('<skipped message="judged when met: no 429 this run"');
  });
});
