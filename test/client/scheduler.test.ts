import { expect } from 'chai';
import { retryAfterMs } from '../../src/client/retry-after.ts';
import { Scheduler } from '../../src/client/scheduler.ts';

describe('client: scheduler and Retry-After (A6)', () => {
  it('never runs more tasks at once than the concurrency limit', async () => {
    const scheduler = new Scheduler({ ratePerSecond: 0, concurrency: 3 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        scheduler.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        }),
      ),
    );
    expect(most).to.equal(3);
  });

  it('spaces task starts by the rate: at 50 per second, each start waits 20 ms more than the one before', async () => {
    const waits: number[] = [];
    const timing = { now: () => 1_000, sleep: (ms: number) => Promise.resolve(void waits.push(ms)) };
    const scheduler = new Scheduler({ ratePerSecond: 50, concurrency: 10 }, timing);
    await Promise.all(Array.from({ length: 5 }, () => scheduler.run(() => Promise.resolve())));
    expect(waits).to.deep.equal([20, 40, 60, 80]);
  });

  it('reads Retry-After as seconds or an HTTP-date, within bounds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', 1_000, 30_000, now)).to.equal(2_000);
    expect(retryAfterMs(undefined, 1_000, 30_000, now)).to.equal(1_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', 1_000, 30_000, now)).to.equal(5_000);
    expect(retryAfterMs('Thu, 01 Jan 2025 00:00:05 GMT', 1_000, 30_000, now)).to.equal(0);
    expect(retryAfterMs('3600', 1_000, 30_000, now)).to.equal(30_000);
    expect(retryAfterMs('soon', 1_000, 30_000, now)).to.equal(1_000);
  });
});
