import type { BulkFileLimits } from '../api/file-limits.ts';
import type { ScenarioNames } from '../api/scenario-names.ts';
import type { NdjsonFraming } from '../client/ndjson-framing.ts';
import type { PollOptions } from '../client/poll.ts';
import type { Exchange } from '../client/types.ts';
import type { VopClient } from '../client/vop-client.ts';
import { ToolError } from '../errors.ts';
import type { AssumptionMode } from '../rules/assumption-mode.ts';
import type { ProviderStateStatus, ProviderStateTaskIds } from '../api/task-states.ts';
import type { BearerLifetime } from './token-uses.ts';
import type { RunFindings } from './findings.ts';
import type { BulkLifecycleSteps } from './lifecycle-steps.ts';
import type { ExploreSettings } from './explore/explore-example.ts';

/** What a run makes once and its tests share. */
export interface RunShared {
  /** The task made for each provider state (A9), by state. */
  readonly providerStateTasks: Map<ProviderStateStatus, Promise<string>>;
  /** A bearer token past its `expires_in` (A1, A15), once a test asked for one. */
  expiredToken: Promise<string> | undefined;
  /** The uses of a freshly issued token that token-bearer-accepted judges (A1), once started. */
  bearerLifetime: Promise<BearerLifetime> | undefined;
  /** The steps of the run's submit-poll-fetch lifecycle (A2) started so far (src/harness/bulk-lifecycle.ts). */
  readonly bulkLifecycle: BulkLifecycleSteps;
  /**
   * Every 429 the run met, in the order answered (A6), the ones the client retried away
   * included: what rate-limit-retry-after-form judges at the end of the run.
   */
  readonly tooManyRequests: Exchange[];
}

/** A run's shared state before any test made anything. */
export function newRunShared(): RunShared {
  return {
    providerStateTasks: new Map(),
    expiredToken: undefined,
    bearerLifetime: undefined,
    bulkLifecycle: {},
    tooManyRequests: [],
  };
}

/**
 * What the tests of one run share: the target's clients, the assumption mode, polling, the
 * provider states the target can give, where the findings go, and what the run made once.
 * Built by the runner (src/runner/run-session.ts) and handed on explicitly: to a rule test's body
 * (`ruleIt`), to a hook through its mocha context (`runOf`), to a property, a state handler.
 */
export interface RunContext {
  /** Human-readable target: `embedded mock` or the base URL. */
  readonly targetLabel: string;
  readonly client: VopClient;
  /** Client of the limited-scope credential (A5), when configured. */
  readonly limitedClient: VopClient | undefined;
  readonly assumptions: AssumptionMode;
  readonly poll: PollOptions;
  /**
   * The A9 scenario names the target knows (the embedded mock's, or a profile's
   * `VOP_SCENARIO_*`): a task in a provider state is made with the name of that state.
   */
  readonly scenarioNames: ScenarioNames;
  /**
   * How long a task made with the slow scenario name stays NOT_STARTED or IN_PROGRESS after its
   * submission, wall ms (A9): the embedded mock's slow time, or a URL target's
   * `VOP_SCENARIO_SLOW_MS`; none when not known (scenario-slow-in-progress is then skipped).
   */
  readonly scenarioSlowMs?: number;
  /** How long scenario-slow-in-progress reads its task after the submission, ms; none: `SLOW_WATCH_MS`. */
  readonly slowWatchMs?: number;
  /** The task ids of provider states given by the configuration (`VOP_TASK_ID_*`, A9). */
  readonly providerStateTaskIds: ProviderStateTaskIds;
  /** The target's bulk file limits where known: the embedded mock's, or a URL target's as configured. */
  readonly fileLimits: BulkFileLimits;
  /** Writes one progress line to the console (long waits, such as polling). */
  readonly progress: (line: string) => void;
  /** Seed of every fast-check arbitrary of the run. */
  readonly seed: number;
  /** Cases per property (`--runs`); file properties run a tenth of it. */
  readonly runs: number;
  /**
   * The flags a failure's `replay` command adds after the case (`--profile <file>`, `--runs <n>`),
   * shell-quoted; none: the defaults reproduce the run's target.
   */
  readonly replayFlags?: readonly string[];
  /**
   * Most requests in flight at once (`--concurrency`, A6; the client's scheduler holds it); also
   * the most generated cases a group of property tests has under way at once (`CasePool`).
   */
  readonly concurrency: number;
  /** Longest wait for a token to expire (`--token-wait`), seconds. */
  readonly tokenWaitSeconds: number;
  /** Where the findings of the checks on every exchange go (the running test's, or the setup's). */
  readonly findings: RunFindings;
  readonly shared: RunShared;
  /**
   * `--provoke-429` (A6): when set, the rate-limit test sends a short burst above the rate if the
   * run met no 429 by then (src/harness/provoke-429.ts), calling `beforeBurst` first and
   * `afterBurst` last (the embedded mock switches its rate limit on and off there). Absent: off.
   */
  readonly provoke429?: { readonly beforeBurst: () => void; readonly afterBurst: () => void };
  /** The exploration's request budget and example database (`--explore`; src/harness/explore/). */
  readonly explore: ExploreSettings;
  /**
   * Hears how each result file read whole by the tests was framed, with its exchange (the runner
   * records it as evidence of the `ndjson-framing` choice for `mock --like`); none: not recorded.
   */
  readonly onResultFraming?: (framing: NdjsonFraming, exchange: Exchange) => void;
}

/**
 * The key of the run context on mocha's root context. From the global symbol registry: mocha may
 * load the suites (and the harness they import) as another module instance than the runner's.
 */
const RUN_CONTEXT = Symbol.for('vop-conformance.run-context');

type WithRunContext = Mocha.Context & { [RUN_CONTEXT]?: RunContext };

/**
 * Puts `run` on mocha's root context (`mocha.suite.ctx`), which the `this` of every suite, test
 * and hook of that mocha instance inherits. Called by the runner, once per run.
 */
export function bindRunContext(root: Mocha.Context, run: RunContext): void {
  Object.defineProperty(root, RUN_CONTEXT, { value: run, configurable: true });
}

/**
 * The run of the test or hook whose mocha context (`this`) is `ctx`.
 * @throws ToolError when its mocha instance runs no run (a suite file run by plain mocha).
 */
export function runOf(ctx: Mocha.Context): RunContext {
  const run = (ctx as WithRunContext)[RUN_CONTEXT];
  if (!run) throw new ToolError('suites run only inside `vop-conformance run` (no run context is bound)');
  return run;
}
