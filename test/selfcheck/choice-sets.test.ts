import { expect } from 'chai';
import { loadRunConfig } from '../../src/cli/load-run-config.ts';
import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import { choiceFlags, noFalseAlarmSets } from '../../src/selfcheck/choice-sets.ts';

/** The run flags of `vop-conformance run <args>` for the options the choice flags use. */
function flagsOf(args: readonly string[]) {
  const mockChoice: string[] = [];
  let mockChoices: string | undefined;
  let mockSeed: string | undefined;
  for (let i = 0; i < args.length; i += 2) {
    const [name, value = ''] = [args[i], args[i + 1]];
    if (name === '--mock-choice') mockChoice.push(value);
    if (name === '--mock-choices') mockChoices = value;
    if (name === '--mock-seed') mockSeed = value;
  }
  return { mockChoice, ...(mockChoices ? { mockChoices } : {}), ...(mockSeed ? { mockSeed } : {}) };
}

describe('selfcheck: the choice sets of the no-false-alarm run', () => {
  it('has all first, all last and at least three seeded random sets, under distinct names', () => {
    const sets = noFalseAlarmSets();
    expect(new Set(sets.map((s) => s.name)).size).to.equal(sets.length);
    expect(sets.filter((s) => s.spec.mode === 'random')).to.have.length.of.at.least(3);
    expect(sets.map((s) => s.name)).to.include.members(['first', 'last']);
  });

  it('reaches the embedded mock of a run as the same set, through the run flags', () => {
    for (const set of noFalseAlarmSets()) {
      const config = loadRunConfig(flagsOf(choiceFlags(set.spec)), {}, '/tmp');
      expect(config.target.kind).to.equal('embedded');
      if (config.target.kind === 'embedded')
        expect(config.target.choices, set.name).to.deep.equal(resolveChoiceSet(set.spec));
    }
  });

  it('refuses mock choices with a URL target', () => {
    expect(() =>
      loadRunConfig(
        { mockChoices: 'last' },
        { VOP_BASE_URL: 'http://127.0.0.1:9', VOP_API_KEY: 'k', VOP_API_SECRET: 's' },
        '/tmp',
      ),
    ).to.throw(/embedded mock only/);
  });
});
