/** Backoff of status polling, all in ms. */
export interface PollOptions {
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
  /** Multiplier of the delay after each poll (>= 1). */
  readonly factor: number;
  /** Give up after this long, ms. */
  readonly timeoutMs: number;
}

/**
 * Defaults: 20 ms, then 1.5 times longer each time, at most 5 s between polls, 5 minutes in all.
 * A task a fast provider finishes in 100 ms is seen final about 120 ms after submission (not
 * 300 ms, as with 100 ms doubling); a slow one costs nine polls in its first second, then at
 * most one every 5 s.
 */
export const DEFAULT_POLL_OPTIONS: PollOptions = {
  initialDelayMs: 20,
  maxDelayMs: 5_000,
  factor: 1.5,
  timeoutMs: 5 * 60_000,
};

/** What polling saw: every observation in order, and whether a final state was reached. */
export interface PollOutcome<T> {
  readonly observations: readonly T[];
  readonly final: T | undefined;
  readonly timedOut: boolean;
}

/**
 * Calls `observe` until `isFinal` holds for its result or `timeoutMs` passes,
 * waiting `initialDelayMs`, then `factor` times longer each time, at most `maxDelayMs`.
 * `onWait` hears of each wait (elapsed ms, last observation), for progress output.
 * Errors thrown by `observe` propagate.
 */
export async function pollUntil<T>(
  observe: () => Promise<T>,
  isFinal: (observation: T) => boolean,
  options: PollOptions = DEFAULT_POLL_OPTIONS,
  onWait?: (elapsedMs: number, last: T) => void,
): Promise<PollOutcome<T>> {
  const startedAt = Date.now();
  const deadline = startedAt + options.timeoutMs;
  const observations: T[] = [];
  let delay = options.initialDelayMs;
  for (;;) {
    const observation = await observe();
    observations.push(observation);
    if (isFinal(observation)) return { observations, final: observation, timedOut: false };
    if (Date.now() + delay > deadline) return { observations, final: undefined, timedOut: true };
    onWait?.(Date.now() - startedAt, observation);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(options.maxDelayMs, delay * Math.max(1, options.factor));
  }
}
