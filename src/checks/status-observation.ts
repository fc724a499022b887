import type { PollOutcome } from '../client/poll.ts';
import type { Exchange } from '../client/types.ts';

/** One status observation: the exchange and the status it names (undefined when unreadable). */
export interface StatusObservation {
  readonly exchange: Exchange;
  readonly status: string | undefined;
}

/**
 * What polling the status of one task saw (interface.md What the service does, step 2): every
 * observation in order, the final one (undefined when the poll gave up), and the time spent.
 */
export interface TaskPoll extends PollOutcome<StatusObservation> {
  readonly taskId: string;
  /** Wall time from the first status read to the poll's end, ms. */
  readonly elapsedMs: number;
  /** The poll timeout (`--poll-timeout`), ms. */
  readonly timeoutMs: number;
}
