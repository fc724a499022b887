import { statusPath } from '../../api/paths.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import { jsonBody } from '../../client/json-body.ts';
import type { Exchange } from '../../client/types.ts';
import { pollUntil } from '../../client/poll.ts';
import type { StatusObservation } from '../../checks/status-observation.ts';
import { statusFinalStateReached } from '../../checks/status-final-state-reached.ts';
import type { ExploreModel, ModelTask } from './explore-model.ts';
import type { AwaitStep, StatusStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { stepHeaders } from './request-headers.ts';
import { judgeStatusRead } from './task-ended.ts';
import { judgedUnderMode, throwCounted } from './step-judges.ts';
import { missRule } from './subject-rules.ts';

/** The status a status answer names, as read. */
function observation(exchange: Exchange): StatusObservation {
  const body = jsonBody(exchange) as { status?: unknown } | undefined;
  return { exchange, status: typeof body?.status === 'string' ? body.status : undefined };
}

/**
 * Reads the status of `task` once with the run's client and the default headers, the read judged
 * (`judgeStatusRead`).
 * @throws ConformanceFailure; RateLimited; StepSkipped when the budget is spent.
 */
export async function readStatus(target: ExploreTarget, task: ModelTask): Promise<StatusObservation> {
  target.reserve(1);
  const exchange = await target.run.client.send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(task.taskId),
  });
  const read = observation(exchange);
  judgeStatusRead(target, task, read);
  return read;
}

/**
 * One status read as the step says (interface.md Endpoints/4): the limited client gets 403 (A5),
 * a header at its nearest miss 400 INVALID_HEADER under its rule, an Accept the endpoint does not
 * serve 406; else a usable status (`judgeStatusRead`), the upper-case taskId naming the same task
 * (A11).
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
export async function statusStep(
  target: ExploreTarget,
  model: ExploreModel,
  step: StatusStep,
): Promise<void> {
  const task = model.taskAt(step.task);
  if (!task) return;
  target.reserve(2);
  const { run } = target;
  const negatives = step.client === 'full';
  const exchange = await target.client(step.client).send({
    operation: 'bulk-status',
    method: 'GET',
    path: statusPath(step.upperCase ? task.taskId.toUpperCase() : task.taskId),
    headers: stepHeaders(step.headers, step.accept, negatives),
  });
  const { miss } = step.headers;
  if (step.client === 'limited') {
    judgedUnderMode(run, () =>
      expectStatus('status-scope-403', exchange, [403], '403 for a token without the bulk scope (A5)'),
    );
  } else if (miss) {
    const ruleId = missRule('status', miss.rule);
    judgedUnderMode(run, () => expectFormatError(ruleId, exchange, ['INVALID_HEADER']));
  } else if (!step.accept.served) {
    judgedUnderMode(run, () =>
      expectStatus('status-accept-406', exchange, [406], `406 for Accept: ${step.accept.value ?? ''}`),
    );
  } else {
    if (step.upperCase && exchange.response.status === 404) {
      judgedUnderMode(run, () =>
        expectStatus('status-taskid-case-insensitive', exchange, [200], 'the task of the issued taskId'),
      );
    }
    judgeStatusRead(target, task, observation(exchange));
  }
}

/**
 * Reads the status of a task until it is final (interface.md What the service does, step 2),
 * with the run's backoff and poll timeout, each read judged (`judgeStatusRead`); a task still
 * waiting at the poll timeout breaks status-final-state-reached.
 * @throws ConformanceFailure; RateLimited; StepSkipped when the budget runs out on the way.
 */
export async function awaitStep(target: ExploreTarget, model: ExploreModel, step: AwaitStep): Promise<void> {
  const task = model.taskAt(step.task);
  if (!task || (task.state !== 'unknown' && task.state !== 'waiting')) return;
  const startedAtMs = Date.now();
  const outcome = await pollUntil(
    () => readStatus(target, task),
    () => task.state !== 'waiting',
    target.run.poll,
  );
  const elapsedMs = Date.now() - startedAtMs;
  const poll = { ...outcome, taskId: task.taskId, elapsedMs, timeoutMs: target.run.poll.timeoutMs };
  throwCounted(target.run, statusFinalStateReached(poll));
}
