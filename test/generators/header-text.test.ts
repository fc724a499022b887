import { expect } from 'chai';
import fc from 'fast-check';
import { headerText } from '../../generators/header-text.ts';

const RUNS = { numRuns: 500 };

describe('generators/header-text', () => {
  it('headerText draws only visible ASCII with no edge spaces and respects min/max', () => {
    const bounds = fc
      .tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }))
      .map(([a, b]) => ({ minLength: Math.min(a, b), maxLength: Math.max(a, b) }));
    fc.assert(
      fc.property(
        bounds.chain((c) => headerText(c).map((v) => ({ c, v }))),
        ({ c, v }) => {
          expect(v.length).to.be.within(c.minLength, c.maxLength);
          expect(v).to.match(/^([\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?)?$/);
        },
      ),
      RUNS,
    );
  });

  it('headerText draws spaces inside and punctuation, and never a non-ASCII character', () => {
    const drawn = fc.sample(headerText({ minLength: 20, maxLength: 70 }), 300).join('');
    expect(drawn).to.include(' ');
    expect(drawn).to.match(/[!"#$%&'()*+,./:;<=>?@[\\\]^_`{|}~]/);
    expect(drawn).to.not.match(/[^\x20-\x7e]/);
  });

  it('headerText shrinks towards minLength characters', () => {
    const details = fc.check(
      fc.property(headerText({ minLength: 71, maxLength: 140 }), (v) => v.length <= 70),
      { seed: 3, numRuns: 100 },
    );
    expect(details.failed).to.equal(true);
    expect(details.counterexample?.[0]).to.have.length(71);
  });
});
