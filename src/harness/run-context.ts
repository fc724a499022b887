import type { PollOptions } from '../client/poll.ts';
import type { ConformanceFailure } from '../checks/conformance-failure.ts';
import type { VopClient } from '../client/vop-client.ts';
import { ToolError } from '../errors.ts';
import type { AssumptionMode } from '../rules/assumption-mode.ts';
import type { RuleLedger } from './ledger.ts';
import type { ProviderStateTaskIds } from '../api/task-states.ts';

/**
 * What the suites of one run share: the target's clients, the assumption mode, polling,
 * the rule ledger, and how to obtain a task in each state.
 */
export interface RunContext {
  /** Human-readable target: `embedded mock` or the base URL. */
  readonly targetLabel: string;
  readonly client: VopClient;
  /** Client of the limited-scope credential (A5), when configured. */
  readonly limitedClient: VopClient | undefined;
  readonly assumptions: AssumptionMode;
  readonly poll: PollOptions;
  readonly ledger: RuleLedger;
  /** True when the target understands the A9 scenario names (the embedded mock). */
  readonly scenarioNames: boolean;
  readonly providerStateTaskIds: ProviderStateTaskIds;
  /** Reason a test was skipped, keyed by the mocha test object. */
  readonly skipReasons: WeakMap<object, string>;
  /** Writes one progress line to the console (long waits, such as polling). */
  readonly progress: (line: string) => void;
  /** The running test, and the check failures its exchanges raised (drained by `ruleIt`). */
  readonly testState: TestState;
  /** Seed of every fast-check arbitrary of the run. */
  readonly seed: number;
  /** Cases per property (`--runs`); file properties run a tenth of it. */
  readonly runs: number;
  /** Longest wait for a token to expire (`--token-wait`), seconds. */
  readonly tokenWaitSeconds: number;
}

/** Mutable state of the test in progress. */
export interface TestState {
  /** Full title of the running test, or `(setup)` between tests. */
  current: string;
  /** Failures raised by checks on the running test's exchanges, not yet reported. */
  readonly pending: ConformanceFailure[];
}

let current: RunContext | undefined;

/** Sets the context the suites of the next run see (called by the runner only). */
export function setRunContext(context: RunContext | undefined): void {
  current = context;
}

/**
 * The context of the run in progress.
 * @throws ToolError when no run is in progress (a suite file loaded outside `vop-conformance run`).
 */
export function runContext(): RunContext {
  if (!current) throw new ToolError('suites run only inside `vop-conformance run` (no run context is set)');
  return current;
}
