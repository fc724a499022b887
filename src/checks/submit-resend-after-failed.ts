import { isAcceptedSubmission } from './accepted-submission.ts';
import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * submit-resend-after-failed on `again`, the answer to the records of the task `taskId` that
 * ended FAILED, sent again (interface.md States and transitions, rule 2: the file has to be
 * resent): held when it accepted them, a 2xx whose body carries a string `taskId` other than
 * `taskId` (compared in any letter case, A11). That the 2xx is a 202 is submit-202-task-id's to
 * judge (on every submission), so that a 200 is one failure.
 */
export function resendNewTaskId(again: Exchange, taskId: string): Verdict {
  const resent = (jsonBody(again) as { taskId?: unknown } | undefined)?.taskId;
  return {
    ruleId: 'submit-resend-after-failed',
    holds: isAcceptedSubmission(again, resent) && resent.toLowerCase() !== taskId.toLowerCase(),
    received: describeResponse(again),
    documented: `accepted (a 2xx) with a taskId other than ${taskId}`,
  };
}
