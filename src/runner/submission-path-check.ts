import type { Exchange } from '../client/types.ts';

/**
 * The submissions of a run (POST to the submission path, assumptions.md A2 or VOP_SUBMISSION_PATH)
 * and how many got 404. A provider that serves the path answers a submission with 202, 4xx for
 * the request, or 429; never 404 to every one: when every one got 404, the configured path is
 * wrong, and the run tested the configuration rather than the target.
 */
export class SubmissionAnswers {
  #sent = 0;
  #notFound = 0;
  #url: string | undefined;

  /** Counts `exchange` when it is a submission. */
  hear(exchange: Exchange): void {
    const { request, response } = exchange;
    if (request.operation !== 'bulk-submit' || request.method !== 'POST') return;
    this.#sent += 1;
    this.#url ??= request.url;
    if (response.status === 404) this.#notFound += 1;
  }

  /**
   * The one-line problem when every submission of the run got 404 (at least one sent), naming
   * VOP_SUBMISSION_PATH and `origin` (where its value came from: `"/vop/v2/bulk" from
   * VOP_SUBMISSION_PATH in .env`, `"/vopgateway/v1/bulk", the default`); undefined otherwise.
   */
  problem(origin: string): string | undefined {
    if (this.#sent === 0 || this.#notFound < this.#sent) return undefined;
    return `every submission got 404 (${this.#sent} × POST ${this.#url ?? ''}): check VOP_SUBMISSION_PATH (${origin})`;
  }
}
