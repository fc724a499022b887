import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';
import type { StatusObservation } from './status-observation.ts';

const RULE = 'submit-corrupt-file';

/**
 * submit-corrupt-file on `exchange`, the 2xx answer to a file with a line that is not a JSON
 * object (A2: accepted, then FAILED with a detail; or 400 INVALID_REQUEST, judged by
 * `expectFormatError`): held when its body carries a string `taskId` (interface.md Endpoints/3:
 * 202 `{taskId}`).
 */
export function corruptFileAccepted(exchange: Exchange): Verdict {
  const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
  return {
    ruleId: RULE,
    holds: typeof taskId === 'string',
    received: describeResponse(exchange),
    documented: '202 {taskId}',
  };
}

/**
 * submit-corrupt-file on how the accepted corrupt file's task ended (A2; interface.md States and
 * transitions: FAILED is for a file that "could not be processed", rule 3: with a detail):
 * `final` is the poll's final observation (undefined: no final state). Held when it is FAILED
 * with a non-empty (not only white space) `detail`.
 */
export function corruptFileEnded(final: StatusObservation | undefined): Verdict {
  const detail = final && (jsonBody(final.exchange) as { detail?: unknown } | undefined)?.detail;
  return {
    ruleId: RULE,
    holds: final?.status === 'FAILED' && typeof detail === 'string' && detail.trim() !== '',
    received: final ? describeResponse(final.exchange) : 'no final state',
    documented: 'status FAILED with a non-empty detail',
  };
}
