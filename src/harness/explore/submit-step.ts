import { PATHS } from '../../api/paths.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import { keeperFailure } from '../../checks/record-error-keeps-task.ts';
import { submit202TaskId } from '../../checks/submit-202-task-id.ts';
import { taskIdUniqueVerdict } from '../../checks/submit-task-id-unique.ts';
import { verdictFailure } from '../../checks/verdict-failure.ts';
import { jsonBody } from '../../client/json-body.ts';
import type { Exchange } from '../../client/types.ts';
import { ndjson } from '../tasks.ts';
import { ExploreModel } from './explore-model.ts';
import type { ResendStep, SubmitStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { stepHeaders } from './request-headers.ts';
import { expectTokenTaken, judgedUnderMode, throwCounted } from './step-judges.ts';
import { missRule } from './subject-rules.ts';

/** Requests a submission may take: a token for the client, the submission. */
const SUBMIT_REQUESTS = 2;

/**
 * The model's judgement of an accepted submission (A2): a file with broken records is accepted
 * all the same (record-error-keeps-task), every accepted file gets 202 with a UUID taskId
 * (submit-202-task-id) that no earlier submission of the sequence got (submit-task-id-unique, a
 * resend of the same file included: judged within the sequence, so that its shrunk form replays
 * alone); the task joins the model.
 * @throws ConformanceFailure; RateLimited.
 */
function accepted(
  target: ExploreTarget,
  model: ExploreModel,
  exchange: Exchange,
  task: { readonly body: string; readonly contentType: string; readonly records: SubmitStep['records'] },
): void {
  const { run } = target;
  expectTokenTaken(run, exchange);
  if (!ExploreModel.onlyValid(task)) {
    throwCounted(run, keeperFailure({ keeper: 'record-error-keeps-task', submission: exchange }));
  }
  throwCounted(run, submit202TaskId(exchange));
  throwCounted(run, verdictFailure(taskIdUniqueVerdict(model.issued, exchange), exchange));
  const taskId = String((jsonBody(exchange) as { taskId: unknown }).taskId);
  model.add({ taskId, ...task });
}

/**
 * Submits the step's file (assumptions.md A2) with its Content-Type spelling and optional
 * headers. The limited client must get 403 (A5); a header at its nearest miss 400 INVALID_HEADER
 * under its rule; else the file is accepted (see `accepted`).
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
export async function submitStep(
  target: ExploreTarget,
  model: ExploreModel,
  step: SubmitStep,
): Promise<void> {
  target.reserve(SUBMIT_REQUESTS);
  const { run } = target;
  const body = ndjson(step.records.map((r) => r.record));
  const exchange = await target.client(step.client).send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: {
      'Content-Type': step.contentType,
      ...stepHeaders(step.headers, { value: undefined, served: true }, step.client === 'full'),
    },
    body,
  });
  if (step.client === 'limited') {
    judgedUnderMode(run, () =>
      expectStatus('submit-scope-403', exchange, [403], '403 for a token without the bulk scope (A5)'),
    );
    return;
  }
  const { miss } = step.headers;
  if (miss) {
    const ruleId = missRule('submit', miss.rule);
    judgedUnderMode(run, () => expectFormatError(ruleId, exchange, ['INVALID_HEADER']));
    return;
  }
  accepted(target, model, exchange, { body, contentType: step.contentType, records: step.records });
}

/**
 * Submits the byte-identical body of a task submitted earlier in the sequence (interface.md
 * States and transitions, rule 2: a bulk request is resent; Resources/Bulk request: each
 * submission returns its own taskId): it is accepted as a new task.
 * @throws ConformanceFailure; RateLimited; StepSkipped (no task yet).
 */
export async function resendStep(
  target: ExploreTarget,
  model: ExploreModel,
  step: ResendStep,
): Promise<void> {
  const earlier = model.taskAt(step.task);
  if (!earlier) return;
  target.reserve(SUBMIT_REQUESTS);
  const exchange = await target.run.client.send({
    operation: 'bulk-submit',
    method: 'POST',
    path: PATHS.bulk,
    headers: { 'Content-Type': earlier.contentType },
    body: earlier.body,
  });
  accepted(target, model, exchange, earlier);
}
