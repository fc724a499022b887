import type { ExploreModel } from './explore-model.ts';
import type { ExploreStep } from './explore-step.ts';
import { type ExploreTarget, StepSkipped } from './explore-target.ts';
import { awaitStep, statusStep } from './status-step.ts';
import { otherMethodStep } from './other-method-step.ts';
import { resultsStep } from './results-step.ts';
import { singleCheckStep } from './single-check-step.ts';
import { throwEveryCheck } from './step-judges.ts';
import { resendStep, submitStep } from './submit-step.ts';
import { taskPathStep } from './task-path-step.ts';
import { renewStep, tokenStep } from './token-step.ts';

function dispatch(target: ExploreTarget, model: ExploreModel, step: ExploreStep): Promise<void> | void {
  switch (step.kind) {
    case 'token':
      return tokenStep(target, step);
    case 'renew':
      return renewStep(target, step);
    case 'submit':
      return submitStep(target, model, step);
    case 'resend':
      return resendStep(target, model, step);
    case 'status':
      return statusStep(target, model, step);
    case 'await':
      return awaitStep(target, model, step);
    case 'results':
      return resultsStep(target, model, step);
    case 'method':
      return otherMethodStep(target, model, step);
    case 'task-path':
      return taskPathStep(target, step);
    case 'single':
      return singleCheckStep(target, step);
  }
}

/**
 * Sends `step` to the target and judges it: first by the model (the answer the spec files decide
 * for it in the sequence's state), then every exchange it made by the checks on every exchange.
 * Updates `model` with what the target did (a task accepted, a state seen).
 * @throws ConformanceFailure of the first rule broken; RateLimited, TransportError (not judged);
 * StepSkipped when the budget is spent or the step needs what the run lacks.
 */
export async function runStep(target: ExploreTarget, model: ExploreModel, step: ExploreStep): Promise<void> {
  const from = target.sequence.length;
  try {
    await dispatch(target, model, step);
  } catch (error) {
    // A step cut short by the budget still has what it sent judged; a failure of the model's comes first.
    if (error instanceof StepSkipped) throwEveryCheck(target.run, target.sequence.slice(from));
    throw error;
  }
  throwEveryCheck(target.run, target.sequence.slice(from));
}
