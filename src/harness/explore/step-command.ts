import type fc from 'fast-check';
import type { ExploreModel } from './explore-model.ts';
import { type ExploreStep, namesTask } from './explore-step.ts';
import { type ExploreTarget, StepSkipped } from './explore-target.ts';
import { runStep } from './run-step.ts';
import { stepText } from './step-text.ts';

/**
 * One step as a fast-check command (`fc.commands`, `fc.asyncModelRun`): applicable once the
 * sequence has a task when it names one; run against the target and judged by the model and every
 * check (`runStep`). A step the budget cannot pay for is skipped, and the sequence ends quietly.
 */
export class StepCommand implements fc.AsyncCommand<ExploreModel, ExploreTarget> {
  readonly step: ExploreStep;

  constructor(step: ExploreStep) {
    this.step = step;
  }

  check(model: Readonly<ExploreModel>): boolean {
    return !namesTask(this.step) || model.tasks.length > 0;
  }

  async run(model: ExploreModel, target: ExploreTarget): Promise<void> {
    target.steps.push(this.step);
    try {
      await runStep(target, model, this.step);
    } catch (error) {
      if (!(error instanceof StepSkipped)) throw error;
    }
  }

  toString(): string {
    return stepText(this.step);
  }
}
