import fc from 'fast-check';
import { ConformanceFailure, restatedFailure } from '../../checks/conformance-failure.ts';
import { NotJudged } from '../../checks/not-judged.ts';
import type { RunContext } from '../run-context.ts';
import { transportTroubleReason } from '../transport-trouble.ts';
import type { ExploreExample, ExploreSettings } from './explore-example.ts';
import { ExploreModel } from './explore-model.ts';
import type { ExploreStepArbitraries } from './explore-steps.ts';
import { ExploreTarget, StepSkipped } from './explore-target.ts';
import { RareAnswers } from './rare-answers.ts';
import { runStep } from './run-step.ts';
import { PATHS } from '../../api/paths.ts';
import { type RunSequence, sequenceScript, tasksBefore } from './sequence-script.ts';
import { stepText } from './step-text.ts';
import { StepCommand } from './step-command.ts';

/** How one exploration runs besides its settings. */
export interface ExploreOptions {
  /** The steps a sequence is drawn from: its first, then any. */
  readonly steps: ExploreStepArbitraries;
  /** Most steps in one sequence. */
  readonly maxSteps: number;
  /** No sequence starts after this time (ms since epoch, `Date.now()`), shrinking included. */
  readonly deadlineAtMs: number;
  /** Seed of the first round (a round per `fc.check`; round k draws with `seed + k`). */
  readonly seed: number;
}

/** What an exploration did and found. */
export interface ExploreOutcome {
  /** Sequences run, stored ones and shrinking included. */
  readonly sequences: number;
  readonly requests: number;
  /** Stored sequences of the example database replayed first. */
  readonly replayed: number;
  /** The first rule broken, its message the shrunk sequence with its curl commands. */
  readonly failure?: ConformanceFailure;
  /** Why the exploration stopped without judging further: a 429 after every retry, transport trouble. */
  readonly notJudged?: string;
}

/** Share of the budget spent on new sequences; the rest is kept for shrinking a failure. */
const EXPLORE_SHARE = 0.8;
/** Most rounds of `fc.check`; each draws as many sequences as the budget left seems to pay for. */
const MAX_ROUNDS = 50;
/** Most sequences in one round. */
const MAX_RUNS_PER_ROUND = 100;

/** What a sequence that broke a rule left: its failure and how it ran. */
interface Found {
  readonly failure: ConformanceFailure;
  readonly sequence: RunSequence;
}

/** Why `error` ends the exploration without a verdict (a 429 after every retry, transport trouble), or undefined. */
function stopReason(error: unknown): string | undefined {
  if (error instanceof NotJudged) return error.reason;
  return transportTroubleReason(error);
}

/**
 * Explores the target with sequences of steps, judged by the model and every check, within the
 * request budget and the deadline (see `ExploreSettings`): first the sequences of the example
 * database, then new ones drawn by fast-check (`fc.commands`, `fc.asyncModelRun`), round after
 * round while the budget lasts. A sequence that breaks a rule is shrunk (on the budget's last
 * fifth) to the shortest that still does, and kept in the example database.
 * @throws what is neither a rule broken nor a reason not to judge (the tool's own error).
 */
export async function explore(
  run: RunContext,
  settings: ExploreSettings,
  options: ExploreOptions,
): Promise<ExploreOutcome> {
  const target = new ExploreTarget(run, settings.budget);
  const rare = new RareAnswers();
  let sequences = 0;
  let replayed = 0;
  // Set inside the sequences run below (closures), read after them.
  const seen: { found?: Found; notJudged?: string } = {};
  /** What a sequence found so far (read through a call: the sequences set it from closures). */
  const found = (): Found | undefined => seen.found;
  const exploreLimit = Math.floor(settings.budget * EXPLORE_SHARE);
  const outOfTime = () => Date.now() >= options.deadlineAtMs;

  /** Runs one sequence on a fresh model; keeps what it found. */
  const runSequence = async (play: (model: ExploreModel) => Promise<void>): Promise<void> => {
    target.newSequence();
    sequences += 1;
    try {
      await play(new ExploreModel());
    } catch (error) {
      if (error instanceof ConformanceFailure) {
        seen.found = { failure: error, sequence: { steps: [...target.steps], exchanges: target.numbered() } };
        throw error;
      }
      const reason = stopReason(error);
      if (reason === undefined) throw error;
      seen.notJudged ??= reason;
      return;
    }
    rare.add({ steps: [...target.steps], exchanges: target.numbered() });
  };

  target.listen(true);
  try {
    for (const example of settings.examples) {
      if (seen.found || seen.notJudged || target.left === 0 || outOfTime()) break;
      replayed += 1;
      try {
        await runSequence(async (model) => {
          for (const step of example.steps) {
            target.steps.push(step);
            await runStep(target, model, step);
          }
        });
      } catch (error) {
        if (!(error instanceof ConformanceFailure || error instanceof StepSkipped)) throw error;
        const replayedFailure = found();
        if (replayedFailure) return outcomeOf(replayedFailure, 'replayed from the example database', example);
      }
    }
    // The commands come first: fast-check shrinks a tuple's first member first, and a shorter
    // sequence is worth more to a reader than a smaller first file.
    const property = fc.asyncProperty(
      fc.commands([options.steps.any.map((step) => new StepCommand(step))], {
        maxCommands: options.maxSteps,
      }),
      options.steps.first,
      async (commands, first) => {
        const shrinking = seen.found !== undefined;
        if (seen.notJudged || outOfTime()) return;
        if (target.spent >= (shrinking ? settings.budget : exploreLimit)) return;
        const sequence = [new StepCommand(first), ...commands];
        await runSequence((model) => fc.asyncModelRun(() => ({ model, real: target }), sequence));
      },
    );
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if (seen.notJudged || outOfTime() || target.spent >= exploreLimit) break;
      const perSequence = sequences > 0 ? Math.max(1, target.spent / sequences) : 10;
      const numRuns = Math.min(
        MAX_RUNS_PER_ROUND,
        Math.max(1, Math.ceil((exploreLimit - target.spent) / perSequence)),
      );
      const seed = options.seed + round;
      const details = await fc.check(property, { seed, numRuns });
      if (!details.failed) continue;
      const shrunk = found();
      if (!shrunk) throw details.errorInstance;
      const at = `seed ${seed}, path ${details.counterexamplePath ?? '?'}, ${details.numShrinks} shrinks`;
      return outcomeOf(shrunk, `found by exploration (${at})`);
    }
  } finally {
    target.listen(false);
    for (const example of rare.examples(run.seed)) settings.keep(example);
  }
  const { notJudged } = seen;
  return notJudged === undefined
    ? { sequences, requests: target.spent, replayed }
    : { sequences, requests: target.spent, replayed, notJudged };

  function outcomeOf(f: Found, how: string, stored?: ExploreExample): ExploreOutcome {
    if (!stored) {
      settings.keep({
        why: 'failure',
        ruleId: f.failure.ruleId,
        foundAt: new Date().toISOString(),
        seed: options.seed,
        steps: f.sequence.steps,
      });
    }
    const { endpoint } = run.client;
    const tokenUrl = `${endpoint.authUrl.replace(/\/+$/, '')}${endpoint.tokenPath ?? PATHS.token}`;
    const tasks = tasksBefore(f.sequence);
    const steps = f.sequence.steps.map((step, i) => `  ${i + 1}. ${stepText(step, tasks[i])}`);
    const text = [
      f.failure.message,
      `Sequence ${how}${stored ? ` (found ${stored.foundAt}, seed ${stored.seed})` : ''}, ${f.sequence.steps.length} step(s):`,
      ...steps,
      'Replay it with bash (VOP_API_KEY and VOP_API_SECRET set; the limited pair too where it is used):',
      sequenceScript(f.sequence, tokenUrl),
    ].join('\n');
    return { sequences, requests: target.spent, replayed, failure: restatedFailure(f.failure.ruleId, text) };
  }
}
