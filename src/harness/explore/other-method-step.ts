import { PATHS, resultsPath, statusPath } from '../../api/paths.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import type { ExploreModel } from './explore-model.ts';
import type { OtherMethodStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { expectTokenTaken, judgedUnderMode } from './step-judges.ts';
import { SUBJECT_RULES } from './subject-rules.ts';

/**
 * A method A16 answers with 405 on a bulk path, the request otherwise valid (a bearer token, a
 * fresh X-Request-Id, the path of a task of the sequence): POST, PUT, PATCH or DELETE on the status
 * and results paths, GET, PUT, PATCH or DELETE on the submission path (A16; interface.md 405 row).
 * @throws ConformanceFailure of `<subject>-method-405`; RateLimited; StepSkipped.
 */
export async function otherMethodStep(
  target: ExploreTarget,
  model: ExploreModel,
  step: OtherMethodStep,
): Promise<void> {
  const task = model.taskAt(step.task);
  if (step.subject !== 'submit' && !task) return;
  target.reserve(2);
  const taskId = task?.taskId ?? '';
  const path =
    step.subject === 'submit'
      ? PATHS.bulk
      : step.subject === 'status'
        ? statusPath(taskId)
        : resultsPath(taskId);
  const operation =
    step.subject === 'submit' ? 'bulk-submit' : step.subject === 'status' ? 'bulk-status' : 'bulk-results';
  const exchange = await target.run.client.send({ operation, method: step.method, path });
  expectTokenTaken(target.run, exchange);
  const ruleId = SUBJECT_RULES.method405[step.subject];
  judgedUnderMode(target.run, () => expectStatus(ruleId, exchange, [405], `405 for ${step.method} (A16)`));
}
