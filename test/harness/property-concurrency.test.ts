import { expect } from 'chai';
import fc from 'fast-check';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { CasePool } from '../../src/harness/case-pool.ts';
import { RunFindings, TestFindings } from '../../src/harness/findings.ts';
import { NotJudged } from '../../src/harness/not-judged.ts';
import {
  type PropertyOutcome,
  type PropertyRunOptions,
  type PropertySpec,
  runProperty,
} from '../../src/harness/property.ts';
import type { RunContext } from '../../src/harness/run-context.ts';
import { collectSuiteProperties } from '../../src/runner/collect-tests.ts';

/** The fake properties check nothing on the run: they never reach a target. */
const NO_RUN = {} as RunContext;

/** Lets other cases start before this one ends (no timer: the order stays deterministic). */
async function yieldTurns(turns = 3): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A property of record-name-max-140 over integers whose cases from 10 up throw `thrown`, logging when each case starts and ends. */
function fakeProperty(
  thrown?: (value: number) => Error,
  extra: Partial<PropertySpec<number>> = {},
): { spec: PropertySpec<number>; log: string[]; maxInFlight: () => number } {
  const log: string[] = [];
  let inFlight = 0;
  let max = 0;
  const spec: PropertySpec<number> = {
    ruleId: 'record-name-max-140',
    title: 'a fake property',
    cost: 'request',
    arbitrary: () => fc.integer({ min: 0, max: 1_000_000 }),
    examples: () => [],
    check: async (_run, value) => {
      log.push(`start ${value}`);
      inFlight += 1;
      max = Math.max(max, inFlight);
      await yieldTurns();
      inFlight -= 1;
      log.push(`end ${value}`);
      if (thrown && value >= 10) throw thrown(value);
    },
    ...extra,
  };
  return { spec, log, maxInFlight: () => max };
}

const started = (log: readonly string[]) => log.filter((l) => l.startsWith('start '));

/** What fc.check passes the property of `spec`'s arbitrary, in order, when every case holds. */
async function valuesOfCheck<T>(spec: PropertySpec<T>, seed: number, numRuns: number): Promise<T[]> {
  const seen: T[] = [];
  const property = fc.asyncProperty(spec.arbitrary(), (value) => {
    seen.push(value);
    return Promise.resolve();
  });
  await fc.check(property, { seed, numRuns, examples: spec.examples().map((v) => [v] as [T]) });
  return seen;
}

/** Runs `spec` with its check replaced by a recorder, four cases at once, and returns the values in the order sent. */
async function valuesSent<T>(spec: PropertySpec<T>, seed: number, numRuns: number): Promise<T[]> {
  const sent: T[] = [];
  const recording: PropertySpec<T> = {
    ...spec,
    check: async (_run, value) => {
      sent.push(value);
      await yieldTurns(1);
    },
  };
  const outcome = await runProperty(NO_RUN, recording, { seed, numRuns, pool: new CasePool(4) });
  expect(outcome.failed).to.equal(false);
  return sent;
}

/** Every property the suites declare, each as a comparison of its cases sent ahead with fc.check's. */
async function everyProperty(): Promise<
  Array<{
    ruleId: string;
    compare: (seed: number, numRuns: number) => Promise<void>;
  }>
> {
  const compareOf =
    <T>(spec: PropertySpec<T>) =>
    async (seed: number, numRuns: number) => {
      const want = await valuesOfCheck(spec, seed, numRuns);
      expect(want).to.have.length(numRuns);
      expect(await valuesSent(spec, seed, numRuns), `${spec.ruleId}, seed ${seed}`).to.deep.equal(want);
    };
  return (await collectSuiteProperties()).map((entry) => ({
    ruleId: entry.ruleId,
    compare: entry.visit(compareOf),
  }));
}

async function outcomeWith(
  pool: number,
  options: Partial<PropertyRunOptions>,
  thrown?: (value: number) => Error,
): Promise<{ outcome: PropertyOutcome; log: string[] }> {
  const { spec, log } = fakeProperty(thrown);
  const outcome = await runProperty(NO_RUN, spec, {
    seed: 7,
    numRuns: 100,
    pool: new CasePool(pool),
    ...options,
  });
  return { outcome, log };
}

const failing = (value: number) =>
  new ConformanceFailure('record-name-max-140', `${value}`, 'a value below 10');

describe('harness/property: first cases sent several at once, judged in order', () => {
  it("sends each first case of every property of the suites once, in fast-check's order (examples, then the seed's)", async () => {
    const properties = await everyProperty();
    expect(properties).to.have.length.greaterThan(30);
    for (const { compare } of properties) {
      for (const seed of [1, 42, 2095313047]) await compare(seed, 20);
      await compare(5, 2);
    }
  });

  it('has at most the pool size of cases under way, and reaches it; one at a time for a property that is not concurrent', async () => {
    const four = fakeProperty();
    await runProperty(NO_RUN, four.spec, { seed: 3, numRuns: 40, pool: new CasePool(4) });
    expect(four.maxInFlight()).to.equal(4);
    expect(started(four.log)).to.have.length(40);
    const one = fakeProperty(undefined, { concurrent: false });
    await runProperty(NO_RUN, one.spec, { seed: 3, numRuns: 40, pool: new CasePool(4) });
    expect(one.maxInFlight()).to.equal(1);
    expect(started(one.log)).to.deep.equal(started(four.log));
  });

  it('reports the same counterexample, path and message as sending one case at a time', async () => {
    for (const shrinkBudgetMs of [0, 600_000]) {
      const alone = await outcomeWith(1, { shrinkBudgetMs }, failing);
      const together = await outcomeWith(4, { shrinkBudgetMs }, failing);
      expect(alone.outcome.failed).to.equal(true);
      expect(together.outcome.failure?.message).to.equal(alone.outcome.failure?.message);
      expect(together.outcome.numRuns).to.equal(alone.outcome.numRuns);
    }
  });

  it('starts no case after one that cannot be judged, or broke another rule; those under way end inside the property', async () => {
    const thrownBy: Array<(value: number) => Error> = [
      () => new NotJudged('the file ended TIMED_OUT'),
      (value) => new ConformanceFailure('record-error-keeps-task', `${value}`, 'PROCESSED'),
    ];
    for (const thrown of thrownBy) {
      const alone = await outcomeWith(1, { shrinkBudgetMs: 600_000 }, thrown);
      const together = await outcomeWith(4, { shrinkBudgetMs: 600_000 }, thrown);
      expect(together.outcome.failure?.message).to.equal(alone.outcome.failure?.message);
      expect(together.outcome.notJudged?.reason).to.equal(alone.outcome.notJudged?.reason);
      const stoppedAt = together.log.findIndex((l) => /^end (\d+)$/.test(l) && Number(l.slice(4)) >= 10);
      expect(stoppedAt).to.be.greaterThan(-1);
      expect(started(together.log.slice(stoppedAt)), 'no case started after it').to.deep.equal([]);
      expect(together.log.filter((l) => l.startsWith('end '))).to.have.length(started(together.log).length);
      expect(started(together.log).length, 'at most three more cases than one at a time').to.be.at.most(
        started(alone.log).length + 3,
      );
    }
  });

  it('sends no case once its signal is aborted', async () => {
    const controller = new AbortController();
    const { spec, log } = fakeProperty();
    const aborting: PropertySpec<number> = {
      ...spec,
      check: async (run, value) => {
        await spec.check(run, value);
        controller.abort();
        log.push('aborted');
      },
    };
    await runProperty(NO_RUN, aborting, {
      seed: 3,
      numRuns: 40,
      pool: new CasePool(2),
      signal: controller.signal,
    });
    expect(started(log.slice(log.indexOf('aborted')))).to.deep.equal([]);
    expect(started(log).length).to.be.at.most(2);
  });

  it('reports each case to the findings of the test that started its property, in a shared pool', async () => {
    const findings = new RunFindings();
    const run = { findings } as unknown as RunContext;
    const pool = new CasePool(3);
    const wrong: string[] = [];
    const ofTest = (name: string, mine: TestFindings): PropertySpec<number> => ({
      ...fakeProperty().spec,
      check: async (r, value) => {
        if (r.findings.current !== mine) wrong.push(`${name} ${value} before`);
        await yieldTurns();
        if (r.findings.current !== mine) wrong.push(`${name} ${value} after`);
      },
    });
    const a = new TestFindings();
    const b = new TestFindings();
    await Promise.all([
      findings.within(a, () => runProperty(run, ofTest('a', a), { seed: 1, numRuns: 20, pool })),
      findings.within(b, () => runProperty(run, ofTest('b', b), { seed: 2, numRuns: 20, pool })),
    ]);
    expect(wrong).to.deep.equal([]);
  });
});
