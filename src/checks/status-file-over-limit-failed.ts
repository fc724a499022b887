import { isAcceptedSubmission } from './accepted-submission.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';
import type { StatusObservation } from './status-observation.ts';

const RULE = 'status-file-over-limit-failed';

/** What is documented for a file over a limit (`over` true) or of exactly a limit. */
function documentedFor(over: boolean): string {
  return over
    ? 'accepted (a 2xx with a taskId), then FAILED: exceeding a limit gives FAILED'
    : 'accepted (a 2xx with a taskId), then not FAILED: a file within the limits';
}

/**
 * status-file-over-limit-failed on `submission`, the answer to a file described by `sent` (e.g.
 * "a file of 10001 records, … bytes (one over the record limit of 10000)"), over a limit (`over`
 * true) or of exactly one (interface.md Limits: "exceeding them gives FAILED", not a refusal):
 * held when it accepted the file, a 2xx whose body carries a string `taskId`. That the 2xx is a
 * 202 is submit-202-task-id's to judge (on every submission), so that a 200 is one failure.
 */
export function limitFileAccepted(submission: Exchange, sent: string, over: boolean): Verdict {
  const taskId = (jsonBody(submission) as { taskId?: unknown } | undefined)?.taskId;
  return {
    ruleId: RULE,
    holds: isAcceptedSubmission(submission, taskId),
    received: `${sent}: ${describeResponse(submission)}`,
    documented: documentedFor(over),
  };
}

/**
 * status-file-over-limit-failed on how the task of the file `sent` ended (interface.md Limits:
 * "exceeding them gives FAILED"; States and transitions: FAILED "exceeding the maximum size or
 * record limit"): `final` is the poll's final observation (undefined: no final state). Over a
 * limit (`over` true) held when FAILED; of exactly a limit, held when not FAILED (PROCESSED, or
 * TIMED_OUT as the SLA allows).
 */
export function limitFileEnded(final: StatusObservation | undefined, sent: string, over: boolean): Verdict {
  const status = final?.status ?? '(no final state)';
  return {
    ruleId: RULE,
    holds: over ? status === 'FAILED' : status !== 'FAILED',
    received: `${sent}: ended ${status}`,
    documented: documentedFor(over),
  };
}
