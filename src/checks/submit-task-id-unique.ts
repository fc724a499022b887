import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { describeResponse } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * The taskId of an accepted submission (a 2xx whose JSON body has a string `taskId`), in lower
 * case (A11: taskIds compare without regard to letter case); undefined for any other answer.
 */
export function acceptedTaskId(exchange: Exchange): string | undefined {
  const { status } = exchange.response;
  if (status < 200 || status > 299) return undefined;
  const taskId = (jsonBody(exchange) as { taskId?: unknown } | undefined)?.taskId;
  return typeof taskId === 'string' && taskId !== '' ? taskId.toLowerCase() : undefined;
}

/**
 * submit-task-id-unique on `exchange`, one answer to a submission (interface.md Resources and
 * their fields/Bulk request (task), the taskId row: "Unique id returned when the bulk request is
 * submitted."): `earlier` holds the taskIds of the run's earlier accepted submissions, in lower
 * case (A11). Held when the answer carries a taskId not in `earlier`, broken when it carries one of
 * them (a resend of the same file included); undefined (not judged) when the submission was not
 * accepted with a taskId (submit-202-task-id judges that). The caller adds the new taskId
 * (`acceptedTaskId`) to its set, so a stateful explorer can call it on every submission of a run.
 */
export function taskIdUniqueVerdict(earlier: ReadonlySet<string>, exchange: Exchange): Verdict | undefined {
  const taskId = acceptedTaskId(exchange);
  if (taskId === undefined) return undefined;
  const holds = !earlier.has(taskId);
  return {
    ruleId: 'submit-task-id-unique',
    holds,
    received: describeResponse(exchange),
    documented: holds
      ? 'a taskId no earlier submission of the run got'
      : `a taskId of its own, not ${taskId}, which an earlier submission of the run got (compared in any letter case)`,
  };
}
