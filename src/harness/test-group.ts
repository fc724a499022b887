import type { RuleId } from '../rules/catalogue.ts';
import { CasePool } from './case-pool.ts';
import { type RuleTest, type RuleTestBody, ruleTestOf, skippedByAssumption } from './rule-test.ts';
import type { RunContext } from './run-context.ts';
import { testSelectionOf } from './test-selection.ts';

/** What the work of a test in a group gets besides its run: the group's pool, and its test's signal. */
export interface GroupWork {
  /** The cases of every test of the group, at most `--concurrency` under way, in the order of the tests. */
  readonly pool: CasePool;
  /** Aborted when the test runs over its timeout: the work then sends nothing more. */
  readonly signal: AbortSignal;
}

/** A rule test of a group: the body to declare, and where to hand the declared mocha test. */
export interface GroupMember {
  readonly body: RuleTestBody;
  bind(test: Mocha.Test): void;
}

type Settled<R> = { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: unknown };

interface Started<R> {
  readonly settled: Promise<Settled<R>>;
  readonly controller: AbortController;
}

/** A test of the group, its work started at most once per run. */
class Member<R> {
  readonly ruleId: RuleId;
  readonly #work: (run: RunContext, work: GroupWork) => Promise<R>;
  readonly #started = new WeakMap<RunContext, Started<R>>();
  test: Mocha.Test | undefined;

  constructor(ruleId: RuleId, work: (run: RunContext, work: GroupWork) => Promise<R>) {
    this.ruleId = ruleId;
    this.#work = work;
  }

  /** Starts the work in `run` (once), inside the findings of this member's test. */
  start(run: RunContext, pool: CasePool): Started<R> {
    const known = this.#started.get(run);
    if (known) return known;
    const record = this.test && ruleTestOf(this.test);
    const controller = new AbortController();
    const begin = async (): Promise<Settled<R>> => {
      try {
        return { ok: true, value: await this.#work(run, { pool, signal: controller.signal }) };
      } catch (error) {
        return { ok: false, error };
      }
    };
    const settled = record ? run.findings.within(record.findings, begin) : begin();
    const started = { settled, controller };
    this.#started.set(run, started);
    return started;
  }
}

/**
 * Consecutive rule tests of one describe that share no state (the property tests of an
 * operation: each case its own request or bulk file), whose work starts together: when the first
 * of them runs, the work of every test of the group that mocha will run (its grep; not a rule
 * whose assumption is off) starts, in the order of the tests, through one `CasePool` of the run's
 * `--concurrency`. Each test then awaits its own work and judges it, so mocha still shows one test
 * per rule, in order, with its own failure.
 *
 * What a test's work finds goes to that test (its work runs inside the test's findings, and
 * `runProperty` ends only when every case it started has), and the runner's ledger listener
 * writes it when the test ends. Work is bounded as a test's body is: each case by its own
 * timeouts, a test's work by its timeout (the signal is aborted then: no case is sent after it),
 * and all of it by the run's deadline (the transport then stops every exchange). Without a
 * selection bound by the runner (`bindTestSelection`), a test starts only its own work.
 * Made by a suite, at load time; keeps what it started per run, never shared between runs.
 */
export class TestGroup {
  readonly #members: Array<Member<unknown>> = [];
  readonly #pools = new WeakMap<RunContext, CasePool>();

  /**
   * A rule test of the group: `work` is its work, started when the first test of the group runs
   * (inside this test's findings), and `judge` judges its result in the test (throws a
   * ConformanceFailure or a NotJudged, as a test body does). A rejection of `work` is thrown by
   * the test. The suite declares `body` as the rule test of `ruleId` (`suites/shared/property-group.ts`)
   * and hands the declared test to `bind`, so that the group knows whether mocha will run it.
   */
  member<R>(
    ruleId: RuleId,
    work: (run: RunContext, work: GroupWork) => Promise<R>,
    judge: (t: RuleTest, result: R) => void,
  ): GroupMember {
    const member = new Member(ruleId, work);
    this.#members.push(member);
    return {
      body: async (t) => {
        const started = this.#startFor(t, member);
        const timeoutMs = t.mocha.timeout();
        const timer = timeoutMs > 0 ? setTimeout(() => started.controller.abort(), timeoutMs) : undefined;
        let settled: Settled<R>;
        try {
          settled = await started.settled;
        } finally {
          clearTimeout(timer);
        }
        if (!settled.ok) throw settled.error;
        judge(t, settled.value);
      },
      bind: (test) => {
        member.test = test;
      },
    };
  }

  /** Starts, in order, the work of every test of the group mocha runs (`own`'s in any case), and returns `own`'s. */
  #startFor<R>(t: RuleTest, own: Member<R>): Started<R> {
    const { run } = t;
    let pool = this.#pools.get(run);
    if (!pool) {
      pool = new CasePool(run.concurrency);
      this.#pools.set(run, pool);
    }
    const selects = testSelectionOf(t.mocha);
    for (const member of this.#members) {
      const runs =
        member === own ||
        (selects !== undefined &&
          member.test !== undefined &&
          selects(member.test) &&
          !skippedByAssumption(run, member.ruleId));
      if (runs) member.start(run, pool);
    }
    return own.start(run, pool);
  }
}
