import { retryAfterMs } from './retry-after.ts';
import { headerOf, type ReceivedResponse } from './types.ts';

/** How the client answers 429 (assumptions.md A6). */
export interface RetryPolicy {
  /** Retries after a 429 before the 429 is returned. */
  readonly maxRetries: number;
  /** Wait when Retry-After is absent, ms. */
  readonly defaultWaitMs: number;
  /** Longest wait honoured, ms. */
  readonly maxWaitMs: number;
}

/** Default: 3 retries, 1 s when Retry-After is absent (A6), at most 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, defaultWaitMs: 1_000, maxWaitMs: 30_000 };

/**
 * How long to wait before retrying after the 429 `response`, ms: its Retry-After (seconds or
 * HTTP-date), else `policy.defaultWaitMs`, at most `policy.maxWaitMs` (A6).
 */
export function retryWaitMs(response: ReceivedResponse, policy: RetryPolicy): number {
  return retryAfterMs(headerOf(response, 'retry-after'), policy.defaultWaitMs, policy.maxWaitMs);
}
