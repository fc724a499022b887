/**
 * How an exchange with the target broke down (never a rule failure: the response, if any,
 * could not be read): no answer in time, the connection reset or closed early, an answer too
 * large, an answer that is not HTTP, or no connection at all (refused, DNS, TLS).
 */
export type TransportFailureKind = 'timeout' | 'reset' | 'oversize' | 'malformed' | 'unreachable';

/** Consecutive transport failures that open the breaker by default. */
export const DEFAULT_BREAKER_THRESHOLD = 3;

/** Why the breaker opened: the failures in a row, counted by kind, and the last one's message. */
export interface BreakerTrip {
  readonly failures: number;
  readonly kinds: Readonly<Partial<Record<TransportFailureKind, number>>>;
  readonly last: string;
}

/** `trip` as one line: `3 consecutive transport failures (timeout ×3); last: …`. */
export function describeTrip(trip: BreakerTrip): string {
  const kinds = Object.entries(trip.kinds)
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
  return `${trip.failures} consecutive transport failures of the target (${kinds}); last: ${trip.last}`;
}

/**
 * Counts consecutive transport failures of one target and opens after `threshold` of them in a
 * row; any exchange that completes resets the count. Once open it stays open: the transport
 * then sends nothing more and the run stops (see `Transport`). Listeners hear of the opening once.
 */
export class CircuitBreaker {
  readonly threshold: number;
  #kinds: Partial<Record<TransportFailureKind, number>> = {};
  #failures = 0;
  #trip: BreakerTrip | undefined;
  readonly #listeners: Array<(trip: BreakerTrip) => void> = [];

  /** @throws RangeError when `threshold` is not an integer >= 1. */
  constructor(threshold: number = DEFAULT_BREAKER_THRESHOLD) {
    if (!Number.isInteger(threshold) || threshold < 1)
      throw new RangeError(`breaker threshold must be an integer >= 1 (got ${threshold})`);
    this.threshold = threshold;
  }

  /** Why it opened, or undefined while closed. */
  get trip(): BreakerTrip | undefined {
    return this.#trip;
  }

  /** Calls `listener` once when the breaker opens (at once when it already is). */
  onOpen(listener: (trip: BreakerTrip) => void): void {
    if (this.#trip) listener(this.#trip);
    else this.#listeners.push(listener);
  }

  /** An exchange completed: the count starts again. */
  recordSuccess(): void {
    if (this.#trip) return;
    this.#failures = 0;
    this.#kinds = {};
  }

  /** An exchange broke down as `kind`; `message` says how (no secrets: already redacted). */
  recordFailure(kind: TransportFailureKind, message: string): void {
    if (this.#trip) return;
    this.#failures += 1;
    this.#kinds = { ...this.#kinds, [kind]: (this.#kinds[kind] ?? 0) + 1 };
    if (this.#failures < this.threshold) return;
    this.#trip = { failures: this.#failures, kinds: this.#kinds, last: message };
    for (const listener of this.#listeners.splice(0)) listener(this.#trip);
  }
}
