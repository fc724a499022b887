import { expect } from 'chai';
import fc from 'fast-check';
import { ConformanceFailure } from '../../src/checks/conformance-failure.ts';
import { NotJudged } from '../../src/harness/not-judged.ts';
import { type PropertySpec, runProperty } from '../../src/harness/property.ts';
import type { RunContext } from '../../src/harness/run-context.ts';

/** The fake property checks nothing on the run: it never reaches a target. */
const NO_RUN = {} as RunContext;

/** A property of record-name-max-140 whose cases from 10 up throw `thrown`, recording every case sent. */
function fakeProperty(thrown: (value: number) => Error): { spec: PropertySpec<number>; sent: number[] } {
  const sent: number[] = [];
  const spec: PropertySpec<number> = {
    ruleId: 'record-name-max-140',
    title: 'a fake property',
    cost: 'file',
    arbitrary: () => fc.integer({ min: 0, max: 1_000_000 }),
    examples: () => [],
    check: (_run, value) => {
      sent.push(value);
      return value >= 10 ? Promise.reject(thrown(value)) : Promise.resolve();
    },
  };
  return { spec, sent };
}

describe('harness/property: a case that breaks another rule, or cannot be judged', () => {
  it('does not shrink a failure of another rule: no case is sent after it, and it keeps its rule', async () => {
    const { spec, sent } = fakeProperty(
      (value) => new ConformanceFailure('record-error-keeps-task', `${value}`, 'PROCESSED'),
    );
    const outcome = await runProperty(NO_RUN, spec, { seed: 7, numRuns: 100, shrinkBudgetMs: 600_000 });
    expect(outcome.failed).to.equal(true);
    expect((outcome.failure as ConformanceFailure).ruleId).to.equal('record-error-keeps-task');
    expect(sent.at(-1)).to.be.at.least(10);
    expect(sent.slice(0, -1).every((v) => v < 10)).to.equal(true);
    expect(outcome.failure?.message).to.include('not shrunk: the case broke record-error-keeps-task');
  });

  it('stops at a case that cannot be judged and hands its NotJudged on, failing nothing', async () => {
    const { spec, sent } = fakeProperty(() => new NotJudged('the file ended TIMED_OUT'));
    const outcome = await runProperty(NO_RUN, spec, { seed: 7, numRuns: 100 });
    expect(outcome.failed).to.equal(false);
    expect(outcome.notJudged?.reason).to.equal('the file ended TIMED_OUT');
    expect(sent.at(-1)).to.be.at.least(10);
    expect(sent.slice(0, -1).every((v) => v < 10)).to.equal(true);
  });
});
