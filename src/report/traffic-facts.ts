/** An error code seen for one HTTP status: how often, and the first request that got it (a redacted curl). */
export interface ErrorCodeSeen {
  readonly status: number;
  readonly code: string;
  readonly count: number;
  readonly request: string;
}

/** Time from submission to a state, ms, over the tasks seen reaching it. */
export interface TimingSeen {
  readonly tasks: number;
  readonly medianMs: number;
  readonly maxMs: number;
}

/** Where `--rate auto` went (A6), requests/s: see src/client/auto-rate.ts. */
export interface AutoRateFacts {
  readonly startRate: number;
  readonly finalRate: number;
  /** The time-weighted mean rate since the first 429 (the final rate when none came). */
  readonly settledRate: number;
  /** The rate at the first 429; undefined when none came. */
  readonly firstLimitAt: number | undefined;
  /** 429 events that cut the rate. */
  readonly cuts: number;
}

/**
 * Transport trouble a run met (never a rule failure): exchanges retried after a reset or a timeout
 * before any response byte, the retries, the resets and timeouts seen (retried or final), the
 * exchanges that still failed by kind, and the submissions retried (each may have left a
 * duplicate task at the provider: their X-Request-Id, at most 5). From src/client/transport-tally.ts.
 */
export interface TransportFacts {
  readonly retriedExchanges: number;
  readonly retries: number;
  readonly resets: number;
  readonly timeouts: number;
  readonly failed: Readonly<Partial<Record<string, number>>>;
  readonly retriedSubmissions: number;
  readonly retriedSubmissionIds: readonly string[];
}

/**
 * What a run's traffic showed beyond the rules, for the onboarding sign-off:
 * gathered by the runner's traffic tally (src/runner/traffic-tally.ts).
 */
export interface TrafficFacts {
  /** Exchanges with the target (token requests included). */
  readonly requests: number;
  /** From the first to the last exchange, ms. */
  readonly spanMs: number;
  /** Requests per second over that span (0 for fewer than two exchanges). */
  readonly requestsPerSecond: number;
  readonly tooManyRequests: number;
  /**
   * The requests of the `--provoke-429` burst (A6: sent above `--rate` on purpose, after every
   * other test) and the 429 answers among them; both counted in `requests` and `tooManyRequests`
   * too. Absent when the burst did not run.
   */
  readonly burst?: { readonly requests: number; readonly tooManyRequests: number };
  /** `Retry-After` values seen on 429 answers (at most 5). */
  readonly retryAfter: readonly string[];
  /** Codes of error bodies for each status above 400, sorted by status. */
  readonly errorCodes: readonly ErrorCodeSeen[];
  /** Submission (202) to the first IN_PROGRESS seen; undefined when no task was seen in it. */
  readonly toInProgress: TimingSeen | undefined;
  /** Submission (202) to the first final state seen. */
  readonly toFinal: TimingSeen | undefined;
  /** Where `--rate auto` settled; undefined under a fixed rate. */
  readonly autoRate: AutoRateFacts | undefined;
  /** Retries, resets and timeouts of the transport; undefined when the tally was given no transport. */
  readonly transport?: TransportFacts;
}

/** `auto` as one line: start, first 429, settled rate; e.g. "--rate auto: started at 5/s, first 429 at 31/s, settled at 27.4/s (3 cuts)". */
export function autoRateText(auto: AutoRateFacts): string {
  const limit =
    auto.firstLimitAt === undefined
      ? 'no 429 came'
      : `first 429 at ${auto.firstLimitAt}/s, ${auto.cuts} cut(s)`;
  return `--rate auto: started at ${auto.startRate}/s, ${limit}, settled at ${auto.settledRate} requests/s`;
}
