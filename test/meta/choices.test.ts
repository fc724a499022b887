import { expect } from 'chai';
import { resolveChoiceSet } from '../../src/mock/choices/choice-set.ts';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';
import { noFalseAlarmSets } from '../../src/selfcheck/choice-sets.ts';
import { readSpecDocs } from '../helpers/spec-files.ts';

describe('meta: the catalogue of mock choices (open points of the spec files)', () => {
  it('has unique kebab-case ids, at least two distinct alternatives each, and a summary', () => {
    const ids = CHOICE_LIST.map((c) => c.id);
    expect(new Set(ids).size, 'duplicate choice ids').to.equal(ids.length);
    for (const choice of CHOICE_LIST) {
      expect(choice.id).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(choice.alternatives.length, choice.id).to.be.at.least(2);
      expect(new Set(choice.alternatives).size, `${choice.id}: duplicate alternatives`).to.equal(
        choice.alternatives.length,
      );
      expect(choice.summary.trim(), choice.id).to.not.equal('');
    }
  });

  it('quotes every source sentence verbatim from interface.md or assumptions.md', function () {
    const docs: Readonly<Record<string, string>> = readSpecDocs(this);
    const notVerbatim = CHOICE_LIST.filter((c) => !(docs[c.source.doc] ?? '').includes(c.source.quote)).map(
      (c) => c.id,
    );
    expect(notVerbatim).to.deep.equal([]);
  });

  it('has every alternative of every choice taken by some set of the no-false-alarm run', () => {
    const sets = noFalseAlarmSets().map((s) => resolveChoiceSet(s.spec) as Readonly<Record<string, string>>);
    const missed = CHOICE_LIST.flatMap((c) =>
      c.alternatives.filter((a) => !sets.some((set) => set[c.id] === a)).map((a) => `${c.id}=${a}`),
    );
    expect(missed).to.deep.equal([]);
  });

  it('resolves the same set from the same seed, and other sets from other modes', () => {
    expect(resolveChoiceSet({ mode: 'random', seed: 7 })).to.deep.equal(
      resolveChoiceSet({ mode: 'random', seed: 7 }),
    );
    const first = resolveChoiceSet({ mode: 'first' }) as Readonly<Record<string, string>>;
    const last = resolveChoiceSet({ mode: 'last' }) as Readonly<Record<string, string>>;
    for (const c of CHOICE_LIST) {
      expect(first[c.id], c.id).to.equal(c.alternatives[0]);
      expect(last[c.id], c.id).to.equal(c.alternatives[c.alternatives.length - 1]);
    }
  });

  it('rejects an override naming an unknown choice or alternative, naming both', () => {
    expect(() => resolveChoiceSet({ mode: 'first', overrides: { 'no-such-choice': 'x' } })).to.throw(
      /no-such-choice/,
    );
    const [choice] = CHOICE_LIST;
    expect(() =>
      resolveChoiceSet({ mode: 'first', overrides: { [choice?.id ?? '']: 'no-such-alternative' } }),
    ).to.throw(/no-such-alternative/);
  });
});
