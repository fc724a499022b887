import { expectStatus } from '../../checks/expect-status.ts';
import { jsonObjectBody } from '../../checks/json-object-body.ts';
import { sendSingleCheck } from '../send-single-check.ts';
import type { SingleCheckStep } from './explore-step.ts';
import type { ExploreTarget } from './explore-target.ts';
import { expectTokenTaken, judgedUnderMode, throwCounted } from './step-judges.ts';

/**
 * A single check with a generated valid body and the headers its usage shows (interface.md
 * Endpoints/2, 3; A7): 200 and a JSON object, under org-check-200 or cop-check-200.
 * @throws ConformanceFailure; RateLimited; StepSkipped.
 */
export async function singleCheckStep(target: ExploreTarget, step: SingleCheckStep): Promise<void> {
  target.reserve(2);
  const { run } = target;
  const exchange = await sendSingleCheck(run, step.operation, step.body);
  expectTokenTaken(run, exchange);
  const ruleId = step.operation === 'org-check' ? 'org-check-200' : 'cop-check-200';
  judgedUnderMode(run, () =>
    expectStatus(ruleId, exchange, [200], '200 and a JSON object for a valid request (A7)'),
  );
  throwCounted(run, jsonObjectBody(ruleId, exchange, 'for a valid request'));
}
