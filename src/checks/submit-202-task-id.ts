import { jsonBody } from '../client/json-body.ts';
import type { Exchange } from '../client/types.ts';
import { validate } from '../schemas/registry.ts';
import { ConformanceFailure, describeResponse } from './conformance-failure.ts';

/**
 * submit-202-task-id (interface.md Endpoints/4: "`202 Accepted` with `{"taskId": "<UUID>"}`";
 * A2): the answer to a valid submission is 202 with a body valid against
 * `responses/submission.schema.json`.
 * @returns undefined when held; a ConformanceFailure replaying the submission otherwise.
 */
export function submit202TaskId(submission: Exchange): ConformanceFailure | undefined {
  const body = jsonBody(submission);
  if (submission.response.status === 202 && validate('responses/submission.schema.json', body).valid)
    return undefined;
  return new ConformanceFailure(
    'submit-202-task-id',
    describeResponse(submission),
    '202 with {"taskId": "<UUID>"}',
    submission,
  );
}
