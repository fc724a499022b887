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
