import { expect } from 'chai';
import { retryAfterMs } from '../../src/client/retry-after.ts';
import { Scheduler } from '../../src/client/scheduler.ts';
import { RateWindow } from '../../src/mock/rate-window.ts';
import { timerClock } from '../helpers/timer-clock.ts';

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

  /** A clock that only moves when a sleeper wakes: each sleep moves it to that sleeper's wake time. */
  function virtualClock(start: number): { now: () => number; sleep: (ms: number) => Promise<void> } {
    let t = start;
    return {
      now: () => t,
      sleep: (ms) => {
        const wake = t + ms;
        return Promise.resolve().then(() => {
          t = Math.max(t, wake);
        });
      },
    };
  }

  it('spaces task starts by the rate and a margin: at 50 per second, 21 ms apart', async () => {
    const clock = virtualClock(1_000);
    const starts: number[] = [];
    const scheduler = new Scheduler({ ratePerSecond: 50, concurrency: 10 }, clock);
    await Promise.all(
      Array.from({ length: 5 }, () => scheduler.run(() => Promise.resolve(void starts.push(clock.now())))),
    );
    expect(starts).to.deep.equal([1_000, 1_021, 1_042, 1_063, 1_084]);
  });

  it('never starts more than N tasks in any one-second window at --rate N, and uses at least 0.9 N per second', async () => {
    for (const rate of [1, 7, 20, 50]) {
      const clock = virtualClock(0);
      const starts: number[] = [];
      const scheduler = new Scheduler({ ratePerSecond: rate, concurrency: 8 }, clock);
      await Promise.all(
        Array.from({ length: rate * 10 }, () =>
          scheduler.run(async () => {
            starts.push(clock.now());
            await clock.sleep(rate % 3); // tasks of a few (virtual) ms
          }),
        ),
      );
      const most = Math.max(...starts.map((t) => starts.filter((u) => u >= t && u < t + 1_000).length));
      expect(most, `rate ${rate}`).to.be.at.most(rate);
      const perSecond = (starts.length - 1) / (((starts.at(-1) ?? 0) - (starts[0] ?? 0)) / 1_000);
      expect(perSecond, `rate ${rate}`).to.be.at.least(0.9 * rate);
    }
  });

  it('gets no 429 from the mock’s one-second window at --rate N and uses at least 0.9 N, with arrivals up to 40 ms late', async () => {
    for (const rate of [5, 20, 50]) {
      const clock = timerClock();
      const window = new RateWindow(rate);
      const scheduler = new Scheduler({ ratePerSecond: rate, concurrency: 4 }, clock);
      let tooMany = 0;
      let sent = 0;
      const work = Promise.all(
        Array.from({ length: rate * 10 }, () =>
          scheduler.run(async () => {
            // The network delays each request by 0-40 ms before the provider counts it.
            sent += 1;
            const delay = (sent * 17) % 41;
            await clock.sleep(delay);
            if (!window.admit(clock.now())) tooMany += 1;
            await clock.sleep(41 - delay);
          }),
        ),
      );
      await clock.drive(work);
      expect(tooMany, `rate ${rate}: 429s`).to.equal(0);
      const perSecond = sent / (clock.now() / 1_000);
      expect(perSecond, `rate ${rate}`).to.be.at.least(0.9 * rate);
    }
  });

  it('counts one second from when tasks really started: a late wake-up never puts N + 1 starts in a window', async () => {
    // Every third sleep wakes 30 ms late, as an event loop under load does.
    let t = 0;
    let sleeps = 0;
    const late = {
      now: () => t,
      sleep: (ms: number) => {
        const wake = t + ms + (++sleeps % 3 === 0 ? 30 : 0);
        return Promise.resolve().then(() => {
          t = Math.max(t, wake);
        });
      },
    };
    const starts: number[] = [];
    const scheduler = new Scheduler({ ratePerSecond: 20, concurrency: 4 }, late);
    await Promise.all(
      Array.from({ length: 100 }, () => scheduler.run(() => Promise.resolve(void starts.push(t)))),
    );
    const most = Math.max(...starts.map((s) => starts.filter((u) => u >= s && u < s + 1_000).length));
    expect(most).to.be.at.most(20);
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
