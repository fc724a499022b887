import { SCENARIO_NAMES } from '../api/scenario-names.ts';
import { resolveChoiceSet } from '../mock/choices/choice-set.ts';
import type { FaultId } from '../mock/faults/index.ts';
import { DEFAULT_MOCK_OPTIONS } from '../mock/options.ts';
import type { RunConfig } from '../runner/run-config.ts';
import type { MutantChoiceSet } from './mutant-choice-sets.ts';

/**
 * How many times faster than the wall clock the mock's task lifecycle runs under mutation
 * testing. Each alternative of `lifecycle-timing` keeps its code path (the mock computes a task's
 * state from its clock, src/mock/tasks/task-store.ts), only sooner: `seconds-with-jitter`
 * (200-1500 ms queued, 500-2500 ms processing) then takes 28-160 ms of wall time, SCENARIO_SLOW's
 * 120 s take 4.8 s, the seeded tasks stay an hour old. Token lifetimes are not on this clock.
 */
export const TASK_CLOCK_SPEED = 25;

/**
 * How long scenario-slow-in-progress reads its task under mutation testing, ms: past the latest a
 * task under `seconds-with-jitter` is final on the faster clock (at most 1.5 s queued and 2.5 s
 * processing: 4 s of task time, 160 ms of wall time), so a mutant giving SCENARIO_SLOW an ordinary
 * or a jittered time is seen final within it.
 */
export const SLOW_WATCH_UNDER_MUTATION_MS = 200;

/**
 * A clock, ms since epoch, that starts at `now()` and runs `speed` times faster than `now`.
 * @param speed how many clock ms pass per wall ms (≥ 1).
 */
export function fastClock(speed: number, now: () => number = Date.now): () => number {
  const start = now();
  return () => start + (now() - start) * speed;
}

/**
 * The run of the suites against the embedded mock under choice set `set`, as mutation testing
 * makes it (src/mutation/choice-set-suite.ts opens it with `openRunSession`): the set's fixed seed,
 * 5 generated cases per property (the values at each limit always come first), the set's
 * requests in flight (8; 1 under a rate limit) and mock rate limit (none but in the rate-limited
 * set), the set's token lifetime (`--token-wait 5` waits out the 1 s tokens of `first`),
 * polling that gives up after 15 s, the task clock `TASK_CLOCK_SPEED` times faster (and so the
 * slow scenario's time, 4.8 s of wall time, A9), the mock's
 * seeded provider-state tasks where the set reads them, assumptions enforced. The deadline and
 * test timeout are not used: Stryker times each mutant itself. The set's rules are chosen where
 * its tests are declared (choice-set-suite.ts), not here: the run selects none.
 * `faults` break the mock on purpose (none under Stryker; test/fixtures/mutation/broken-first-suites.ts
 * breaks the first of several runs in one process).
 * @throws ConfigError when the set names an unknown choice or alternative.
 */
export function mutationRunConfig(set: MutantChoiceSet, faults: readonly FaultId[] = []): RunConfig {
  return {
    target: {
      kind: 'embedded',
      choices: resolveChoiceSet({ mode: 'first', overrides: set.overrides }),
      faults,
      settings: { tokenLifetimeSeconds: set.tokenLifetimeSeconds },
      taskClock: fastClock(TASK_CLOCK_SPEED),
      seededTasks: set.seededTasks,
      ...(set.rateLimitPerSecond > 0 ? { rateLimitPerSecond: set.rateLimitPerSecond } : {}),
    },
    providerStateTaskIds: {},
    scenarioNames: SCENARIO_NAMES,
    scenarioSlowMs: DEFAULT_MOCK_OPTIONS.slowMs / TASK_CLOCK_SPEED,
    slowWatchMs: SLOW_WATCH_UNDER_MUTATION_MS,
    assumptions: 'enforce',
    grep: undefined,
    selection: { rules: [] },
    bail: false,
    reportRoot: '',
    rate: 0,
    concurrency: set.concurrency,
    seed: set.seed,
    runs: 5,
    tokenWaitSeconds: 5,
    // Mutants are killed by the hand-written tests alone: each is judged in a few seconds.
    exploreBudget: 0,
    pollTimeoutMs: 15_000,
    testTimeoutMs: 0,
    deadlineMs: 0,
    caFile: undefined,
    clientCertificate: undefined,
    progress: 'off',
    expectedFailures: undefined,
  };
}
