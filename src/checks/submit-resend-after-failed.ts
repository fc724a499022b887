import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * submit-resend-after-failed on `again`, the 202 answer to the records of the task `taskId` that
 * ended FAILED, sent again (interface.md States and transitions, rule 2: the file has to be
 * resent): held when its body carries a string `taskId` other than `taskId` (compared in any
 * letter case, A11).
 */
export function resendNewTaskId(again: Exchange, taskId: string): Verdict {
  const resent = (jsonBody(again) as { taskId?: unknown } | undefined)?.taskId;
  return {
    ruleId: 'submit-resend-after-failed',
    holds: typeof resent === 'string' && resent.toLowerCase() !== taskId.toLowerCase(),
    received: describeResponse(again),
    documented: `202 with a taskId other than ${taskId}`,
  };
}
