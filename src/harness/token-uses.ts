import type { Exchange } from '../client/types.ts';

/** A token the run's client was just issued, with its `expires_in` (seconds) when it gave one. */
export interface IssuedToken {
  readonly token: string;
  readonly lifetimeSeconds: number | undefined;
  /** When the token request was sent, ms since epoch: the token is at most this old plus the time since. */
  readonly requestedAtMs: number;
}

/**
 * How one use of a token went: its exchange, what was thrown (a ConformanceFailure of
 * token-bearer-accepted, a transport error), or `late`: refused after its answer came past the
 * token's `expires_in` (a busy machine held the request back), so the refusal is not judged.
 */
export type TokenUse =
  { readonly exchange: Exchange } | { readonly thrown: unknown } | { readonly late: string };

/**
 * What token-bearer-accepted judges (interface.md Authentication 4; A1): a token issued to the
 * run's client, used once right after it was issued and, when the wait fits, once more three
 * quarters into its `expires_in`. `later` is undefined when the second use was not tried: A1
 * not enforced, no `expires_in`, or a lifetime over `--token-wait` seconds.
 */
export interface BearerLifetime {
  readonly issued: IssuedToken;
  readonly rightAway: TokenUse;
  readonly later: TokenUse | undefined;
}
