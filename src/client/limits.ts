/**
 * Timeouts (ms) and size caps (bytes, characters) of every read from a target.
 * Every read the client makes is bounded by these, so a run ends in bounded time
 * against a target that hangs, trickles or floods.
 */
export interface TransportLimits {
  /** TCP/TLS connect, ms. */
  readonly connectTimeoutMs: number;
  /** From request sent to response headers received, ms. */
  readonly headersTimeoutMs: number;
  /** Longest silence between two body chunks, ms. */
  readonly bodyTimeoutMs: number;
  /** Whole exchange, ms: a trickling target is cut off here. */
  readonly requestTimeoutMs: number;
  /** Largest buffered response body, bytes. */
  readonly maxBodyBytes: number;
  /** Largest streamed NDJSON result file, bytes. */
  readonly maxStreamBytes: number;
  /** Longest NDJSON line, characters. */
  readonly maxLineChars: number;
}

/** Defaults: 5 s connect, 15 s headers, 30 s body silence, 60 s per exchange, 16 MiB bodies, 256 MiB streams, 1 MiB lines. */
export const DEFAULT_TRANSPORT_LIMITS: TransportLimits = {
  connectTimeoutMs: 5_000,
  headersTimeoutMs: 15_000,
  bodyTimeoutMs: 30_000,
  requestTimeoutMs: 60_000,
  maxBodyBytes: 16 * 1024 * 1024,
  maxStreamBytes: 256 * 1024 * 1024,
  maxLineChars: 1024 * 1024,
};
