import { resultsPath, statusPath } from '../../api/paths.ts';
import { expectFormatError } from '../../checks/expect-format-error.ts';
import { expectStatus } from '../../checks/expect-status.ts';
import type { TaskPathStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { expectTokenTaken, judgedUnderMode } from './step-judges.ts';
import { SUBJECT_RULES } from './subject-rules.ts';

/**
 * A bulk GET whose taskId names no task of the client: a taskId that is not a UUID gets 400
 * FORMAT_ERROR INVALID_FIELD (Resources/Bulk request: "It must be a UUID; otherwise INVALID_FIELD
 * is returned"), a UUID that names no task 404 (A4). Every error body is judged by the checks on
 * every exchange (its limits among them, e.g. an `instance` that echoes a long path).
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
export async function taskPathStep(target: ExploreTarget, step: TaskPathStep): Promise<void> {
  target.reserve(2);
  const { run } = target;
  const path = step.subject === 'status' ? statusPath(step.taskId) : resultsPath(step.taskId);
  const operation = step.subject === 'status' ? 'bulk-status' : 'bulk-results';
  const exchange = await run.client.send({ operation, method: 'GET', path });
  expectTokenTaken(run, exchange);
  if (step.uuid) {
    const ruleId = SUBJECT_RULES.unknownTask404[step.subject];
    judgedUnderMode(run, () =>
      expectStatus(ruleId, exchange, [404], '404 for a UUID that names no task (A4)'),
    );
  } else {
    const ruleId = SUBJECT_RULES.taskIdUuid[step.subject];
    judgedUnderMode(run, () => expectFormatError(ruleId, exchange, ['INVALID_FIELD']));
  }
}
