import fc from 'fast-check';
import { ConformanceFailure, restatedFailure } from '../checks/conformance-failure.ts';
import { stackHeader, withoutStack } from '../output/error-text.ts';
import { redactor } from '../output/redactor.ts';
import type { RuleId } from '../rules/catalogue.ts';
import { CasePool } from './case-pool.ts';
import { NotJudged, TransportNotJudged } from './not-judged.ts';
import type { RunContext } from './run-context.ts';
import { ProviderStateContradiction } from './provider-state-contradiction.ts';
import { stoppedByRun } from './stopped-by-run.ts';
import type { GroupMember, TestGroup } from './test-group.ts';
import { transportTroubleReason } from './transport-trouble.ts';

/**
 * A property of one rule: generated cases (and the at-limit `examples`, always tried first) are
 * sent to the run's target; `check` throws a ConformanceFailure when the target breaks the rule.
 * Keyed by rule id, so `vop-conformance replay --rule` finds it again.
 */
export interface PropertySpec<T> {
  readonly ruleId: RuleId;
  readonly title: string;
  /** `request`: one request per case; `file`: a bulk file (submit, poll, fetch) per case. */
  readonly cost: 'request' | 'file';
  readonly arbitrary: () => fc.Arbitrary<T>;
  readonly examples: () => readonly T[];
  readonly check: (run: RunContext, value: T) => Promise<void>;
  /** The case as a person reads it (lengths spelled out); default JSON. */
  readonly describe?: (value: T) => string;
  /**
   * `false` when its cases share state on the target (a token, a rate limit, an order of
   * requests) and must be sent one at a time; by default its first cases are sent several at
   * once (see `runProperty`).
   */
  readonly concurrent?: boolean;
}

/** A property with its value type erased, as a suite's declaration carries it (see `propertyOf`). */
export interface PropertyEntry {
  readonly ruleId: RuleId;
  readonly cost: PropertySpec<unknown>['cost'];
  /** Runs the property against `run`'s target (see `runProperty`). */
  run(run: RunContext, options: PropertyRunOptions): Promise<PropertyOutcome>;
  /** Calls `use` with the spec, its value type kept (for tests of the properties themselves). */
  visit<R>(use: <T>(spec: PropertySpec<T>) => R): R;
}

/** `spec` with its value type erased. */
export function propertyEntry<T>(spec: PropertySpec<T>): PropertyEntry {
  return {
    ruleId: spec.ruleId,
    cost: spec.cost,
    run: (run, options) => runProperty(run, spec, options),
    visit: (use) => use(spec),
  };
}

/** The key of a declared test's property; global, as the runner's and the suites' module instances may differ. */
const PROPERTY = Symbol.for('vop-conformance.property');

type WithProperty = Mocha.Runnable & { [PROPERTY]?: PropertyEntry };

/** Attaches `entry` to the declared mocha test `test`, so that it can be found by rule id (`propertyOf`); returns `test`. */
export function attachProperty(test: Mocha.Test, entry: PropertyEntry): Mocha.Test {
  Object.defineProperty(test, PROPERTY, { value: entry });
  return test;
}

/** The property a suite declared as `test`, or undefined for another test. */
export function propertyOf(test: Mocha.Runnable): PropertyEntry | undefined {
  return (test as WithProperty)[PROPERTY];
}

/** How many generated cases a property runs: `runs` for request properties, a tenth (at least one) for file properties. */
export function runsFor(cost: PropertySpec<unknown>['cost'], runs: number): number {
  return cost === 'request' ? runs : Math.max(1, Math.ceil(runs / 10));
}

/**
 * fast-check's `numRuns` for `spec` in a run of `runs`: its examples (fast-check counts them
 * within numRuns) plus `runsFor` generated cases, so every example is tried however many there are.
 */
export function numRunsFor<T>(spec: PropertySpec<T>, runs: number): number {
  return spec.examples().length + runsFor(spec.cost, runs);
}

/**
 * How long a failing property may shrink, ms, counted from its first failure: 20 s for request
 * properties, 5 s for bulk-file properties. Each shrink step sends its case to the target, and a
 * bulk-file case is a submission and a poll, so a remote target would otherwise keep a failing
 * property shrinking for minutes (ten failing file properties share a run). Once the budget has
 * passed no further case is sent and the smallest failing case found so far is reported. A step
 * under way when the budget passes ends as any case does (bounded by the poll timeout).
 */
export const SHRINK_BUDGET_MS: Readonly<Record<PropertySpec<unknown>['cost'], number>> = {
  request: 20_000,
  file: 5_000,
};

/** How a property runs: fast-check's seed and number of cases; with `path`, only the case at that path. */
export interface PropertyRunOptions {
  readonly seed: number;
  readonly numRuns: number;
  readonly path?: string;
  /** Longest shrinking, ms from the first failure (default `SHRINK_BUDGET_MS` of the property's cost); 0 reports the first failing case. */
  readonly shrinkBudgetMs?: number;
  /**
   * Where the property's first cases are sent ahead of fast-check's judging, at most the pool's
   * size at once (see `runProperty`); default a pool of one: one case at a time. Unused with
   * `path` and by a property that is not `concurrent`.
   */
  readonly pool?: CasePool;
  /** Once aborted (its test was cut short), no further case is sent; the outcome then judges nothing. */
  readonly signal?: AbortSignal;
}

/**
 * What running a property found; `failure` is the shrunk counterexample's failure, with seed, path
 * and replay lines, or the ProviderStateContradiction a case met (no counterexample: the rule test
 * charges it once, see rule-test.ts).
 */
export interface PropertyOutcome {
  readonly failed: boolean;
  readonly numRuns: number;
  readonly failure?: Error;
  /** Why the property could not be judged: a case threw NotJudged (no case was sent after it). */
  readonly notJudged?: NotJudged;
}

function render<T>(spec: PropertySpec<T>, value: T): string {
  const text = spec.describe ? spec.describe(value) : JSON.stringify(value);
  return redactor.redact(text.length > 1_500 ? `${text.slice(0, 1_500)}…` : text);
}

/** How one case ended: its check held or threw; or it was never sent (the property had stopped sending). */
type CaseResult = { readonly sent: true; readonly error?: unknown } | { readonly sent: false };

/**
 * The first `numRuns` values `fc.check(fc.asyncProperty(arbitrary, …), { seed, numRuns, examples })`
 * passes its predicate, in its order: the examples, then the values the seed draws. fast-check
 * draws the i-th value with the seed's generator jumped i times and a bias of i; `fc.sample` of
 * the arbitrary does the same (not `fc.sample` of the property: it takes the property for an
 * arbitrary and biases twice, so its values part from the run's after about ten).
 */
export function firstCases<T>(
  arbitrary: fc.Arbitrary<T>,
  options: { readonly seed: number; readonly numRuns: number; readonly examples: readonly T[] },
): T[] {
  return fc.sample(arbitrary, {
    seed: options.seed,
    numRuns: options.numRuns,
    examples: [...options.examples],
  });
}

/**
 * Runs `spec` against `run`'s target with fast-check (`seed`, `numRuns`; with `path`, only the
 * case at that path, as `replay` does) and returns what it found. A failure message carries the rule id, Received /
 * Documented / Replay (curl) of the shrunk case, then seed, path, the shrunk counterexample and
 * the `npx vop-conformance replay` command (with the run's `replayFlags`). Shrinking stops at the shrink budget (`shrinkBudgetMs`):
 * the case reported is then the smallest failing case found by then, and its path replays it.
 *
 * The first cases (the examples, then the seed's generated cases: `firstCases`) are sent ahead,
 * in order, at most `pool.size` at once (one at a time for a property that is not `concurrent`),
 * while fast-check judges them in order from their recorded outcomes; a case whose outcome is
 * not recorded, and every shrink step, is sent when fast-check reaches it, one at a time. Once
 * a case has failed or could not be judged, no further first case is started (those already
 * under way end, bounded as any exchange); the property ends when every case it started has.
 * So the judgement, the counterexample, its path and the message are those of sending every
 * case one at a time.
 */
export async function runProperty<T>(
  run: RunContext,
  spec: PropertySpec<T>,
  options: PropertyRunOptions,
): Promise<PropertyOutcome> {
  const budgetMs = options.shrinkBudgetMs ?? SHRINK_BUDGET_MS[spec.cost];
  const aborted = () => options.signal?.aborted === true;
  let firstFailureAt: number | undefined;
  let unsent = 0;
  let foreign: ConformanceFailure | undefined;
  let notJudged: NotJudged | undefined;
  let contradiction: ProviderStateContradiction | undefined;
  const send = async (value: T): Promise<CaseResult> => {
    try {
      await spec.check(run, value);
      return { sent: true };
    } catch (error) {
      // A case that met transport trouble judged nothing: the property is not judged (no shrinking).
      const trouble = transportTroubleReason(error);
      return {
        sent: true,
        error: trouble === undefined ? error : new TransportNotJudged(trouble, { cause: error }),
      };
    }
  };
  // The first cases, sent ahead (none with a path: its stream starts at that case).
  const ahead: Array<{ value: T; result: Promise<CaseResult> }> = [];
  // Every case after the first failure is a shrink step. Past the budget a step holds without
  // being sent: fast-check then runs out of candidates at once and keeps the last failing case
  // and its path. (fast-check's interruptAfterTimeLimit keeps them too, but counts from the start
  // of the run, not from the first failure.) A failure of another rule than the property's (the
  // file did not end PROCESSED, its lines lack their uetr) is not shrunk: no case is sent after
  // it, as none after a case that cannot be judged (NotJudged: the property is then skipped).
  let judged = 0;
  let shrinking = false;
  const arbitrary = spec.arbitrary();
  const property = fc.asyncProperty(arbitrary, async (value) => {
    const budgetSpent = firstFailureAt !== undefined && Date.now() - firstFailureAt >= budgetMs;
    if (budgetSpent || foreign || notJudged || contradiction || aborted()) {
      unsent += 1;
      return;
    }
    const early = shrinking ? undefined : ahead[judged];
    judged += 1;
    const recorded =
      early && fc.stringify(early.value) === fc.stringify(value) ? await early.result : undefined;
    const result = recorded?.sent ? recorded : await send(value);
    if (!('error' in result)) return;
    const { error } = result;
    if (error instanceof NotJudged) {
      notJudged = error;
      return;
    }
    // A provider state the target contradicts is no counterexample: the rule test judges it.
    if (error instanceof ProviderStateContradiction) {
      contradiction ??= error;
      return;
    }
    firstFailureAt ??= Date.now();
    shrinking = true;
    if (error instanceof ConformanceFailure && error.ruleId !== spec.ruleId) foreign ??= error;
    throw error;
  });
  // Examples come first in the case stream, so a replayed path needs them too.
  const examples = spec.examples();
  if (options.path === undefined) {
    const pool = spec.concurrent === false ? new CasePool(1) : (options.pool ?? new CasePool(1));
    let stopped = false;
    for (const value of firstCases(arbitrary, { seed: options.seed, numRuns: options.numRuns, examples })) {
      const result = pool.run(async (): Promise<CaseResult> => {
        if (stopped || aborted()) return { sent: false };
        const ended = await send(value);
        if ('error' in ended) stopped = true;
        return ended;
      });
      ahead.push({ value, result });
    }
  }
  let details: fc.RunDetails<[T]>;
  try {
    details = await fc.check(property, {
      seed: options.seed,
      numRuns: options.numRuns,
      examples: examples.map((v) => [v] as [T]),
      ...(options.path === undefined ? {} : { path: options.path, endOnFailure: true }),
    });
  } finally {
    // Cases sent ahead beyond the one that failed still end inside the property (and its test).
    await Promise.all(ahead.map((a) => a.result));
  }
  if (contradiction) return { failed: true, numRuns: details.numRuns, failure: contradiction };
  if (!details.failed)
    return { failed: false, numRuns: details.numRuns, ...(notJudged ? { notJudged } : {}) };
  const [value] = details.counterexample ?? [];
  const cause = details.errorInstance;
  // The run stopped (deadline, circuit breaker, interrupted): no case was falsified.
  if (stoppedByRun(cause)) return { failed: true, numRuns: details.numRuns, failure: cause as Error };
  // A tool error (a timeout, a reset) keeps its name: it reads differently from a failure.
  const base =
    cause instanceof ConformanceFailure
      ? cause.message
      : cause instanceof Error
        ? stackHeader(cause)
        : String(cause);
  const path = details.counterexamplePath ?? '';
  const lines = [
    base,
    `Property: falsified after ${details.numRuns} case(s), shrunk ${details.numShrinks} time(s); seed ${details.seed}, path ${path}` +
      (foreign
        ? `; not shrunk: the case broke ${foreign.ruleId}, not ${spec.ruleId}`
        : unsent > 0
          ? `; shrinking stopped after the ${budgetMs / 1000} s shrink budget`
          : ''),
    `Counterexample: ${value === undefined ? '(none)' : render(spec, value)}`,
    `Re-run this case: ${[`npx vop-conformance replay --rule ${spec.ruleId} --seed ${details.seed} --path ${path}`, ...(run.replayFlags ?? [])].join(' ')}`,
  ];
  // The cause's rule id is kept: a generated case can break another rule than the property's own.
  // No stack frames either way: they would name this file, not the target.
  const message = lines.join('\n');
  const failure =
    cause instanceof ConformanceFailure
      ? restatedFailure(cause.ruleId, message)
      : withoutStack(new Error(redactor.redact(message), { cause }));
  return { failed: true, numRuns: details.numRuns, failure };
}

/**
 * The property test of `spec` as a member of `group`, run with the run's seed and `--runs` (its
 * first cases share the group's pool and start with the group's first test). Its failure is
 * reported under the rule id (or as a tool error when the cause was not a ConformanceFailure,
 * e.g. a timeout); a NotJudged skips it. The suite declares it (`suites/shared/property-group.ts`).
 */
export function propertyMember<T>(spec: PropertySpec<T>, group: TestGroup): GroupMember {
  return group.member(
    spec.ruleId,
    (run, { pool, signal }) =>
      runProperty(run, spec, {
        seed: run.seed,
        numRuns: numRunsFor(spec, run.runs),
        pool,
        signal,
      }),
    (_t, outcome) => {
      if (outcome.failure) throw outcome.failure;
      if (outcome.notJudged) throw outcome.notJudged;
    },
  );
}
