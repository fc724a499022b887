import { randomUUID } from 'node:crypto';
import { statusPath } from '../api/paths.ts';
import type { Exchange } from '../client/types.ts';
import type { RunContext } from './run-context.ts';

/** How far the burst of `--provoke-429` goes (assumptions.md A6). */
export interface Provoke429Bounds {
  /** Most requests the burst sends. */
  readonly maxRequests: number;
  /** Longest burst, ms. */
  readonly deadlineMs: number;
  /** Requests of the burst in flight at once. */
  readonly inFlight: number;
}

/** At most 100 requests, 10 s, 10 in flight: a short burst, far above any `--rate` a run uses. */
export const PROVOKE_429_BOUNDS: Provoke429Bounds = { maxRequests: 100, deadlineMs: 10_000, inFlight: 10 };

/**
 * Sends a short burst above the run's rate (`--provoke-429`), outside the scheduler, to a cheap
 * endpoint (the status of an unknown taskId: interface.md Endpoints/4, its 404), until the first
 * 429 comes or `bounds` are spent (count or deadline), between the run's `provoke429.beforeBurst`
 * and `afterBurst`. Every exchange of the burst is heard like any other (the checks on every
 * exchange judge it; a 429 lands in `run.shared.tooManyRequests`).
 * Returns the first 429, or undefined when none came.
 * @throws TransportError, SizeLimitError, TokenError (the client's).
 */
export async function provoke429(
  run: RunContext,
  bounds: Provoke429Bounds = PROVOKE_429_BOUNDS,
): Promise<Exchange | undefined> {
  run.provoke429?.beforeBurst();
  try {
    return await burst(run, bounds);
  } finally {
    run.provoke429?.afterBurst();
  }
}

/** The requests of the burst, `bounds.inFlight` at once: the first 429, or undefined. */
async function burst(run: RunContext, bounds: Provoke429Bounds): Promise<Exchange | undefined> {
  const until = Date.now() + bounds.deadlineMs;
  let sent = 0;
  let found: Exchange | undefined;
  const worker = async (): Promise<void> => {
    while (found === undefined && sent < bounds.maxRequests && Date.now() < until) {
      sent += 1;
      const exchange = await run.client.sendUnpaced({
        operation: 'bulk-status',
        method: 'GET',
        path: statusPath(randomUUID()),
      });
      if (exchange.response.status === 429) found ??= exchange;
    }
  };
  await Promise.all(Array.from({ length: bounds.inFlight }, worker));
  return found;
}
