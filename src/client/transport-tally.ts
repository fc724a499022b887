import type { TransportFailureKind } from './circuit-breaker.ts';
import type { OutgoingRequest } from './types.ts';

/** Error codes of a connection reset or closed (the rest of RETRIED_CODES are timeouts). */
const RESET_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET']);

/** Most submissions listed by X-Request-Id (the count goes on). */
const MAX_LISTED = 5;

/**
 * What the transport met on the way: how many exchanges needed a retry and
 * how many retries they took, the resets and timeouts seen (retried ones and final ones), the
 * exchanges that still failed for transport trouble, and the submissions retried (each may have
 * left a duplicate task at the provider).
 */
export interface TransportTallySummary {
  /** Exchanges repeated at least once after a reset or a timeout before any response byte. */
  readonly retriedExchanges: number;
  /** Attempts repeated in all. */
  readonly retries: number;
  /** Connection resets (and early closes) seen, retried or final. */
  readonly resets: number;
  /** Timeouts seen, retried or final. */
  readonly timeouts: number;
  /** Exchanges that still failed after the retries, by kind (`reset`, `timeout`, `unreachable`, …). */
  readonly failed: Readonly<Partial<Record<TransportFailureKind, number>>>;
  /** Submissions sent again after their connection broke before an answer: the provider may hold a duplicate task of each. */
  readonly retriedSubmissions: number;
  /** X-Request-Id of the first of them (at most 5). */
  readonly retriedSubmissionIds: readonly string[];
}

/** Counts what {@link TransportTallySummary} reports, exchange by exchange; held by one Transport. */
export class TransportTally {
  #retriedExchanges = 0;
  #retries = 0;
  #resets = 0;
  #timeouts = 0;
  #failed: Partial<Record<TransportFailureKind, number>> = {};
  #retriedSubmissions = 0;
  readonly #submissionIds: string[] = [];

  /** `req` got an answer head after the retries whose error codes `retried` lists (empty: none). */
  answered(req: OutgoingRequest, retried: readonly string[]): void {
    this.#retried(req, retried);
  }

  /** `req` failed as `kind` (undefined: not the target's doing) after the retries `retried` lists. */
  failed(req: OutgoingRequest, retried: readonly string[], kind: TransportFailureKind | undefined): void {
    this.#retried(req, retried);
    if (kind === undefined) return;
    this.#failed = { ...this.#failed, [kind]: (this.#failed[kind] ?? 0) + 1 };
    if (kind === 'reset') this.#resets += 1;
    if (kind === 'timeout') this.#timeouts += 1;
  }

  /** What was counted so far. */
  summary(): TransportTallySummary {
    return {
      retriedExchanges: this.#retriedExchanges,
      retries: this.#retries,
      resets: this.#resets,
      timeouts: this.#timeouts,
      failed: { ...this.#failed },
      retriedSubmissions: this.#retriedSubmissions,
      retriedSubmissionIds: [...this.#submissionIds],
    };
  }

  #retried(req: OutgoingRequest, retried: readonly string[]): void {
    if (retried.length === 0) return;
    this.#retriedExchanges += 1;
    this.#retries += retried.length;
    for (const code of retried) {
      if (RESET_CODES.has(code)) this.#resets += 1;
      else this.#timeouts += 1;
    }
    if (req.operation !== 'bulk-submit') return;
    this.#retriedSubmissions += 1;
    const id = Object.entries(req.headers).find(([name]) => name.toLowerCase() === 'x-request-id')?.[1];
    if (id !== undefined && this.#submissionIds.length < MAX_LISTED) this.#submissionIds.push(id);
  }
}
