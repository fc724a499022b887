import { isBulkOperation } from '../api/operations.ts';
import type { Exchange } from '../client/types.ts';
import type { RuleResult } from '../harness/ledger.ts';
import { ruleById } from '../rules/catalogue.ts';

/**
 * Submissions after which, when every one got 404, the run stops: its path is wrong, and every
 * later bulk test would only repeat it.
 */
export const CONCLUSIVE_SUBMISSIONS = 5;

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
   * True once {@link CONCLUSIVE_SUBMISSIONS} submissions were sent and every one got 404: the run
   * can stop there, its path shown wrong.
   */
  get conclusive(): boolean {
    return this.#sent >= CONCLUSIVE_SUBMISSIONS && this.#notFound === this.#sent;
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

/**
 * The per-rule table of a run whose every submission got 404 (`problem`, from
 * `SubmissionAnswers.problem`): the run tested its configuration, not the target's bulk
 * operations, so a bulk rule (one naming bulk-submit, bulk-status or bulk-results) it saw failed
 * or warned, or did not judge because another broke first, is `not tested`, its reason
 * `not judged: <problem>`; the rules of the token and the single checks keep what the run saw.
 */
export function notJudgedAtWrongPath(results: readonly RuleResult[], problem: string): RuleResult[] {
  return results.map((result) =>
    (result.status === 'failed' ||
      result.status === 'warned' ||
      (result.status === 'not tested' && result.reason?.startsWith('not judged: '))) &&
    ruleById(result.id).operations.some(isBulkOperation)
      ? { ...result, status: 'not tested', details: [], reason: `not judged: ${problem}` }
      : result,
  );
}
