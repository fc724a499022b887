import addContext from 'mochawesome/addContext.js';
import { NotJudged } from '../../checks/not-judged.ts';
import { TestFindings } from '../findings.ts';
import { type RuleTest, skipWith } from '../rule-test.ts';
import { explore } from './explore.ts';
import { exploreSteps } from './explore-steps.ts';

/** Most steps of one generated sequence. */
export const MAX_STEPS = 12;
/** Share of the test's timeout the exploration may take; the rest is left for its report. */
const TIME_SHARE = 0.8;

/**
 * The body of the exploration's test: sequences of steps of every operation, drawn with the run's
 * seed, each exchange judged by the model and every rule, within `--explore` requests and most of
 * the test's timeout (see `explore`). Skipped with `--explore 0`.
 * @throws ConformanceFailure of the first rule broken, its message the shrunk sequence with its
 * curl commands; NotJudged when a 429 after every retry or transport trouble stopped it first, or
 * when no sequence ran at all.
 */
export async function exploreTest(t: RuleTest): Promise<void> {
  const { run } = t;
  const settings = run.explore;
  if (settings.budget === 0) skipWith(t, 'exploration off (--explore 0)');
  const timeoutMs = t.mocha.timeout();
  const deadlineAtMs = timeoutMs > 0 ? Date.now() + timeoutMs * TIME_SHARE : Number.POSITIVE_INFINITY;
  const steps = exploreSteps({ limitedClient: run.limitedClient !== undefined, fileLimits: run.fileLimits });
  // The exploration judges each exchange by every check itself and throws the first failure with
  // its shrunk sequence; what the checks on every exchange would also report on the way (the same
  // failures without the sequence, repeated by each shrinking step) goes to findings of its own.
  const own = new TestFindings([t.ruleId]);
  const options = { steps, maxSteps: MAX_STEPS, deadlineAtMs, seed: run.seed };
  const outcome = await run.findings.within(own, () => explore(run, settings, options));
  const summary = `${outcome.sequences} sequences (${outcome.replayed} from the example database), ${outcome.requests} of ${settings.budget} requests`;
  addContext(t.mocha, { title: 'Exploration', value: summary });
  run.progress(`      exploration: ${summary}`);
  if (outcome.failure) throw outcome.failure;
  if (outcome.notJudged !== undefined) throw new NotJudged(outcome.notJudged);
  // A run whose time or budget left no sequence tested nothing: it says so instead of passing.
  if (outcome.sequences === 0)
    throw new NotJudged('no sequence was run: the test timeout or the request budget left none');
}
