import { TASK_STATUSES } from '../api/task-states.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';
import type { StatusObservation } from './status-observation.ts';

/**
 * The rule a status answer breaks when it cannot go on a poll: status-200-json-body for an answer
 * other than a 200 with a status (interface.md Endpoints/4: `200` with `{status, detail?}`),
 * status-value-enum for a status that is none of the five states (interface.md States and
 * transitions); undefined for a usable answer.
 */
export function unusableStatus(o: StatusObservation): ConformanceFailure | undefined {
  if (o.exchange.response.status !== 200 || o.status === undefined) {
    return new ConformanceFailure(
      'status-200-json-body',
      describeResponse(o.exchange),
      '200 with a JSON body {status, detail?}',
      o.exchange,
    );
  }
  if (TASK_STATUSES.some((value) => value === o.status)) return undefined;
  return new ConformanceFailure(
    'status-value-enum',
    `status ${JSON.stringify(o.status)} (${describeResponse(o.exchange)})`,
    `status one of ${TASK_STATUSES.join(', ')}`,
    o.exchange,
  );
}
