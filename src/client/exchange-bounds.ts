/**
 * Timeouts (ms), a transfer-rate floor (bytes per second) and size caps (bytes, characters) of
 * every read from a target. Every read the client makes is bounded by these, so a run ends in
 * bounded time against a target that hangs, trickles or floods.
 *
 * How long one hostile exchange can hold a test, with the defaults:
 * - never answers: `headersTimeoutMs`, 15 s (or `connectTimeoutMs`, 5 s, when it never accepts);
 * - answers, then stops sending: `bodyTimeoutMs`, 10 s of silence;
 * - trickles (1 byte/s): under `minBodyBytesPerSecond` once `slowBodyGraceMs` has passed, 5 s;
 * - streams just over the floor forever: `requestTimeoutMs`, 60 s, or a size cap first;
 * - floods: `maxBodyBytes` (16 MiB) or `maxStreamBytes` (256 MiB), as fast as the link allows.
 * The circuit breaker (3 consecutive failures) then stops the run, so the worst listed case
 * (never answers) ends after about 3 × 15 s of waiting.
 */
export interface ExchangeBounds {
  /** TCP/TLS connect, ms. */
  readonly connectTimeoutMs: number;
  /** From request sent to response headers received, ms. */
  readonly headersTimeoutMs: number;
  /** Longest silence between two body chunks, ms. */
  readonly bodyTimeoutMs: number;
  /** Whole exchange, headers and body, buffered or streamed, ms. */
  readonly requestTimeoutMs: number;
  /**
   * Slowest body accepted, bytes per second, averaged from the response headers on; judged at
   * each chunk once `slowBodyGraceMs` has passed. 0 switches the floor off.
   */
  readonly minBodyBytesPerSecond: number;
  /** Time a body may take before the rate floor applies, ms (a small body is done long before). */
  readonly slowBodyGraceMs: number;
  /** Largest buffered response body, bytes. */
  readonly maxBodyBytes: number;
  /** Largest streamed NDJSON result file, bytes. */
  readonly maxStreamBytes: number;
  /** Longest NDJSON line, characters. */
  readonly maxLineChars: number;
}

/**
 * Defaults: 5 s connect, 15 s headers, 10 s body silence, 60 s per exchange, a floor of
 * 1 KiB/s after 5 s, 16 MiB bodies, 256 MiB streams, 1 MiB lines.
 */
export const DEFAULT_EXCHANGE_BOUNDS: ExchangeBounds = {
  connectTimeoutMs: 5_000,
  headersTimeoutMs: 15_000,
  bodyTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  minBodyBytesPerSecond: 1_024,
  slowBodyGraceMs: 5_000,
  maxBodyBytes: 16 * 1024 * 1024,
  maxStreamBytes: 256 * 1024 * 1024,
  maxLineChars: 1024 * 1024,
};
