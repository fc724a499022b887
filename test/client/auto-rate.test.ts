import { expect } from 'chai';
import { AUTO_RATE_SETTINGS, AutoRate } from '../../src/client/auto-rate.ts';
import { Scheduler } from '../../src/client/scheduler.ts';
import { timerClock } from '../helpers/timer-clock.ts';

describe('client: --rate auto, additive increase and multiplicative decrease (A6)', () => {
  it('starts at 5 requests/s and adds 2 for each second in which starts waited for the rate', () => {
    const auto = new AutoRate(0);
    expect(auto.rate).to.equal(AUTO_RATE_SETTINGS.startRate);
    auto.noteWaited(500);
    expect(auto.rate, 'not before a second has passed').to.equal(5);
    auto.noteWaited(1_000);
    auto.noteWaited(2_000);
    expect(auto.rate).to.equal(9);
  });

  it('does not rise while the suite asks for less than the rate (no start waited)', () => {
    const auto = new AutoRate(0);
    expect(auto.summary(60_000).finalRate).to.equal(5);
  });

  it('on a 429 keeps 70 % of the rate, pauses every start until Retry-After, and counts the 429s of one moment as one cut', () => {
    const auto = new AutoRate(0);
    for (let s = 1; s <= 10; s += 1) auto.noteWaited(s * 1_000); // 5 → 25
    expect(auto.rate).to.equal(25);
    auto.note429(10_100, 2_000);
    auto.note429(10_150, 1_000);
    expect(auto.rate).to.be.closeTo(17.5, 1e-9);
    expect(auto.pausedUntilMs).to.equal(12_100);
    auto.noteWaited(11_500);
    expect(auto.rate, 'no rise while paused').to.be.closeTo(17.5, 1e-9);
    auto.noteWaited(12_200);
    expect(auto.rate, 'then half a step per second').to.be.closeTo(18, 1e-9);
    const summary = auto.summary(12_200);
    expect(summary).to.include({ startRate: 5, firstLimitAt: 25, cuts: 1 });
  });

  it('settles at 0.8 of a provider limit nobody told it or more, with few 429s (virtual provider, 1-s window)', async () => {
    for (const limit of [12, 30, 50]) {
      const clock = timerClock();
      const scheduler = new Scheduler({ ratePerSecond: 'auto', concurrency: 4 }, clock);
      const accepted: number[] = [];
      let tooMany = 0;
      /** One request: 429 (Retry-After 1 s) when `limit` requests were accepted in the last second. */
      const request = async (): Promise<void> => {
        for (;;) {
          const answered = await scheduler.run(async () => {
            const now = clock.now();
            const inWindow = accepted.filter((t) => t > now - 1_000).length;
            await clock.sleep(5);
            if (inWindow >= limit) return false;
            accepted.push(now);
            return true;
          });
          if (answered) return;
          tooMany += 1;
          scheduler.noteTooManyRequests(1_000);
          await clock.sleep(1_000);
        }
      };
      await clock.drive(Promise.all(Array.from({ length: limit * 60 }, () => request())));
      const summary = scheduler.auto?.summary(clock.now());
      expect(summary?.settledRate, `limit ${limit}`).to.be.at.least(0.8 * limit);
      expect(summary?.settledRate, `limit ${limit}`).to.be.at.most(limit * 1.1);
      expect(tooMany, `limit ${limit}: 429s`).to.be.below(20);
    }
  });
});
