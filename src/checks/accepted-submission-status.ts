import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { ExchangeCheck, Verdict } from './exchange-check.ts';

/**
 * submit-202-task-id on an answer that accepted a submission (A2: "Response: **202** with
 * `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`"): whatever the file, a provider
 * that accepts it answers 202, so another 2xx breaks the rule on every submission of a run, not
 * only on the ones a test of the rule sends (a provider that answers 200 now and then). Undefined
 * for any answer but a 2xx to a POST of the submission (A16: HEAD and OPTIONS are neither required
 * nor forbidden); the body of a 202 is `response_schema`'s to judge.
 */
export function acceptedSubmissionStatus(exchange: Exchange): Verdict | undefined {
  const { status } = exchange.response;
  const { operation, method } = exchange.request;
  // A16: other methods get 405; HEAD and OPTIONS are neither required nor forbidden (a 204 to OPTIONS is no submission).
  if (operation !== 'bulk-submit' || method !== 'POST' || status < 200 || status > 299) return undefined;
  return {
    ruleId: 'submit-202-task-id',
    holds: status === 202,
    received: describeResponse(exchange),
    documented: '202 with {"taskId": "<UUID>"} for an accepted submission (A2)',
  };
}

/** `accepted_submission_status`: every 2xx to a submission is a 202 (see {@link acceptedSubmissionStatus}). */
export const acceptedSubmissionStatusCheck: ExchangeCheck = {
  name: 'accepted_submission_status',
  rules: ['submit-202-task-id'],
  judge: (exchange) => {
    const verdict = acceptedSubmissionStatus(exchange);
    return verdict ? [verdict] : [];
  },
};
