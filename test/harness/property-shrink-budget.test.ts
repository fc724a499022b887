import { expect } from 'chai';
import fc from 'fast-check';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { type PropertyOutcome, type PropertySpec, runProperty } from '../../src/harness/property.ts';
import type { RunContext } from '../../src/harness/run-context.ts';

/** The fake property checks nothing on the run: it never reaches a target. */
const NO_RUN = {} as RunContext;
const SEED = 7;

/** A property that fails from 10 up, recording every case it is sent, in order. */
function fakeProperty(): { spec: PropertySpec<number>; sent: number[] } {
  const sent: number[] = [];
  const spec: PropertySpec<number> = {
    ruleId: 'record-name-max-140',
    title: 'a fake property failing from 10 up',
    cost: 'file',
    arbitrary: () => fc.integer({ min: 0, max: 1_000_000 }),
    examples: () => [],
    check: (_run, value) => {
      sent.push(value);
      if (value >= 10) throw new ConformanceFailure('record-name-max-140', `${value}`, 'a value below 10');
      return Promise.resolve();
    },
  };
  return { spec, sent };
}

function messageOf(outcome: PropertyOutcome): string {
  expect(outcome.failed).to.equal(true);
  return outcome.failure?.message ?? '';
}

function pathOf(message: string): string {
  const path = /; seed \d+, path ([\d:]+)/.exec(message)?.[1];
  expect(path, message).to.be.a('string');
  return path ?? '';
}

/** Runs only the case at `path` (as `replay` does) and returns what it sent. */
async function replay(path: string): Promise<{ sent: number[]; message: string }> {
  const { spec, sent } = fakeProperty();
  const outcome = await runProperty(NO_RUN, spec, { seed: SEED, numRuns: 100, path });
  return { sent, message: messageOf(outcome) };
}

describe('harness/property: the shrink budget', () => {
  it('budget 0: no case is sent after the first failure, which is reported and replays', async () => {
    const { spec, sent } = fakeProperty();
    const outcome = await runProperty(NO_RUN, spec, { seed: SEED, numRuns: 100, shrinkBudgetMs: 0 });
    const message = messageOf(outcome);
    const first = sent.at(-1) ?? -1;
    expect(first, 'the last case sent is the first failing one').to.be.at.least(10);
    expect(
      sent.slice(0, -1).every((v) => v < 10),
      'no case sent after the first failure',
    ).to.equal(true);
    expect(message).to.include('shrunk 0 time(s)');
    expect(message).to.include('shrinking stopped after the 0 s shrink budget');
    expect(message).to.include(`Counterexample: ${first}\n`);
    const replayed = await replay(pathOf(message));
    expect(replayed.sent).to.deep.equal([first]);
    expect(replayed.message).to.include(`Counterexample: ${first}\n`);
  });

  it('a large budget: shrinks to the smallest failing case as before, and its path replays it', async () => {
    const { spec } = fakeProperty();
    const outcome = await runProperty(NO_RUN, spec, { seed: SEED, numRuns: 100, shrinkBudgetMs: 600_000 });
    const message = messageOf(outcome);
    expect(message).to.match(/shrunk [1-9]\d* time\(s\)/);
    expect(message).to.not.include('shrink budget');
    expect(message).to.include('Counterexample: 10\n');
    const replayed = await replay(pathOf(message));
    expect(replayed.sent).to.deep.equal([10]);
    expect(replayed.message).to.include('Counterexample: 10\n');
  });
});
