/**
 * A virtual clock of timers for tests of pacing (no real time passes): `drive(work)` wakes the earliest sleeper, lets every promise settle, and
 * repeats until `work` has ended, so each sleeper wakes exactly at its time, in time order.
 */
export function timerClock(): {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  drive: (work: Promise<unknown>) => Promise<void>;
} {
  let t = 0;
  const timers: Array<{ wake: number; resolve: () => void }> = [];
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => t,
    sleep: (ms) => new Promise<void>((resolve) => timers.push({ wake: t + ms, resolve })),
    drive: async (work) => {
      const state = { ended: false };
      void work.finally(() => (state.ended = true));
      for (;;) {
        await settle();
        if (state.ended) return;
        timers.sort((x, y) => x.wake - y.wake);
        const next = timers.shift();
        if (!next) throw new Error('nothing left to wake, but the work has not ended');
        t = Math.max(t, next.wake);
        next.resolve();
      }
    },
  };
}
