import { expect } from 'chai';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';
import { alternativeSet, choiceSetFlags, mutantChoiceSets } from '../../src/mutation/mutant-choice-sets.ts';
import {
  type SuiteRun,
  judgeRun,
  mutantOutcome,
  outcomeLine,
  passedCleanly,
} from '../../src/mutation/mutant-outcome.ts';

const PASSED = { id: 'status-taskid-uuid', status: 'passed' };
const FAILED = { id: 'results-taskid-uuid', status: 'failed' };
const UNREACHED = { id: 'token-bad-credentials-401', status: 'not tested', reason: 'the deadline passed' };

function run(exitCode: number | null, rules?: SuiteRun['rules'], more: Partial<SuiteRun> = {}): SuiteRun {
  return { exitCode, rules, killedAtHardLimit: false, stderr: '', ...more };
}

/** The wrapper's exit code for one run of the suite. */
function exitFor(suiteRun: SuiteRun): 0 | 1 {
  return mutantOutcome('7', [judgeRun(suiteRun, 'first', 10)], '2026-11-25T05:00:00.000Z').exitCode;
}

describe('mutation: one mutant judged from its runs of the suite (src/mutation/mutant-outcome.ts)', () => {
  it('kills the mutant (exit 1) when a rule failed, naming the rules', () => {
    const result = judgeRun(run(1, [PASSED, FAILED]), 'first', 10);
    expect(result.failedRules).to.deep.equal(['results-taskid-uuid']);
    expect(exitFor(run(1, [PASSED, FAILED]))).to.equal(1);
  });

  it('lets it survive (exit 0) when every rule held', () => {
    expect(exitFor(run(0, [PASSED]))).to.equal(0);
  });

  it('lets it survive when the deadline passed without a failed rule, and kills it when a rule failed before', () => {
    const slow = run(1, [PASSED, UNREACHED]);
    expect(judgeRun(slow, 'first', 10).deadlineHit).to.equal(true);
    expect(exitFor(slow)).to.equal(0);
    expect(exitFor(run(1, [FAILED, UNREACHED]))).to.equal(1);
    const killed = run(null, undefined, { killedAtHardLimit: true });
    expect(judgeRun(killed, 'first', 10)).to.include({ deadlineHit: true, error: false });
    expect(exitFor(killed)).to.equal(0);
    const byLine = run(1, undefined, {
      stderr: 'vop-conformance: run stopped: the run deadline of 45 s passed; …',
    });
    expect(judgeRun(byLine, 'first', 10).deadlineHit).to.equal(true);
  });

  it('kills it, recorded as an error, when the run could not test (exit 2, or a crash)', () => {
    for (const broken of [run(2), run(null)]) {
      expect(judgeRun(broken, 'first', 10).error).to.equal(true);
      expect(exitFor(broken)).to.equal(1);
    }
  });

  it('runs the next choice set only after a clean pass, and the last run decides', () => {
    const clean = judgeRun(run(0, [PASSED]), 'first', 4000);
    const failing = judgeRun(run(1, [FAILED]), 'alternative-2', 3000);
    expect(passedCleanly(clean)).to.equal(true);
    expect(passedCleanly(failing)).to.equal(false);
    expect(passedCleanly(judgeRun(run(1, [PASSED, UNREACHED]), 'first', 1))).to.equal(false);
    const outcome = mutantOutcome('12', [clean, failing], '2026-11-25T05:00:00.000Z');
    expect(outcome).to.include({
      mutantId: '12',
      exitCode: 1,
      suiteExitCode: 1,
      wallMs: 7000,
      deadlineHit: false,
    });
    expect(outcome.failedRules).to.deep.equal(['results-taskid-uuid']);
    expect(outcomeLine(outcome)).to.equal(
      'mutant 12: killed; choice sets run: first, alternative-2; suite exit 1; failed rules: results-taskid-uuid; deadline hit: no; 7.0 s',
    );
  });
});

describe('mutation: the choice sets a mutant runs against (src/mutation/mutant-choice-sets.ts)', () => {
  it('takes every alternative of every choice in some set, the default set first', () => {
    const sets = mutantChoiceSets();
    expect(sets[0]).to.deep.include({ name: 'first', overrides: {} });
    const missed = CHOICE_LIST.flatMap((c) =>
      c.alternatives
        .filter((a, i) => !(i === 0 || sets.some((s) => s.overrides[c.id] === a)))
        .map((a) => `${c.id}=${a}`),
    );
    expect(missed).to.deep.equal([]);
    expect(new Set(sets.map((s) => s.seed)).size).to.equal(sets.length);
  });

  it('pairs mandatory single-check headers with the flat body in alternative-4', () => {
    const set = alternativeSet(4);
    expect(set.overrides['single-check-headers']).to.equal('mandatory');
    expect(set.overrides['single-check-response-shape']).to.equal(undefined);
  });

  it('runs the set with the slow task lifecycle (alternative-3) last', () => {
    expect(alternativeSet(3).overrides['lifecycle-timing']).to.equal('seconds-with-jitter');
    expect(mutantChoiceSets().at(-1)?.name).to.equal('alternative-3');
  });

  it('gives a set to the run as --seed and one --mock-choice per choice it changes', () => {
    const set = alternativeSet(2, [
      {
        id: 'token-type',
        alternatives: ['BearerToken', 'Bearer'],
        source: { doc: 'assumptions.md', section: 'A1', quote: 'q' },
        summary: 's',
      },
    ]);
    expect(choiceSetFlags(set)).to.deep.equal(['--seed', '102', '--mock-choice', 'token-type=Bearer']);
  });
});
