import { expect } from 'chai';
import fc from 'fast-check';
import {
  NAME_SCRIPT_LETTERS,
  type NameScript,
  payeeName,
  scriptName,
  tooLongPayeeName,
} from '../../generators/payee-name.ts';

const RUNS = { numRuns: 500 };
/** A letter of the BMP (no surrogates), the only characters allowed at the edges of a name. */
const LETTER = /^[\p{L}]$/u;
const BMP_NAME_CHARACTERS = /^[\p{L} '-]*$/u;

function edgesAreLetters(name: string): boolean {
  return LETTER.test(name.slice(0, 1)) && LETTER.test(name.slice(-1));
}

describe('generators/payee-name', () => {
  it('payeeName draws 1-140 BMP letters with spaces, hyphens and apostrophes only inside', () => {
    fc.assert(
      fc.property(payeeName(), (v) => {
        expect(v.length).to.be.within(1, 140);
        expect(v).to.match(BMP_NAME_CHARACTERS);
        expect(v).to.not.match(/[\uD800-\uDFFF]/);
        expect(edgesAreLetters(v), v).to.equal(true);
      }),
      RUNS,
    );
  });

  it('payeeName respects minLength and maxLength', () => {
    const bounds = fc
      .tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }))
      .map(([a, b]) => ({ minLength: Math.min(a, b), maxLength: Math.max(a, b) }));
    fc.assert(
      fc.property(
        bounds.chain((c) => payeeName(c).map((v) => ({ c, v }))),
        ({ c, v }) => {
          expect(v.length).to.be.within(c.minLength, c.maxLength);
        },
      ),
      RUNS,
    );
  });

  it('payeeName draws Latin, accented Latin, Cyrillic and CJK letters and inner separators', () => {
    const names = fc.sample(payeeName(), 300).join('');
    expect(names)
      .to.match(/[A-Za-z]/)
      .and.match(/[À-ÿ]/)
      .and.match(/[А-я]/)
      .and.match(/[\u4e00-\u9fff]/)
      .and.match(/[ '-]/);
  });

  it('tooLongPayeeName draws 141 to 140 + maxOver characters of the same alphabet', () => {
    for (const maxOver of [1, 10, 260]) {
      fc.assert(
        fc.property(tooLongPayeeName(maxOver), (v) => {
          expect(v.length).to.be.within(141, 140 + maxOver);
          expect(v).to.match(BMP_NAME_CHARACTERS);
          expect(edgesAreLetters(v)).to.equal(true);
        }),
        { numRuns: 100 },
      );
    }
  });

  it('tooLongPayeeName shrinks a name a provider wrongly accepts down to exactly 141 characters', () => {
    const details = fc.check(
      fc.property(tooLongPayeeName(), (name) => name.length > 200),
      { seed: 42, numRuns: 100 },
    );
    expect(details.failed).to.equal(true);
    expect(details.counterexample?.[0]).to.have.length(141);
  });
});

describe('generators/payee-name: scriptName (A13 at-limit names)', () => {
  it('gives exactly the length asked, of one script, every letter of it once the length allows', () => {
    for (const script of Object.keys(NAME_SCRIPT_LETTERS) as NameScript[]) {
      const letters = Array.from(NAME_SCRIPT_LETTERS[script]);
      const name = scriptName(script, 140);
      expect(name.length, script).to.equal(140);
      expect(
        Array.from(name).every((c) => letters.includes(c)),
        script,
      ).to.equal(true);
      expect(new Set(name).size, script).to.equal(Math.min(140, letters.length));
      expect(edgesAreLetters(name), script).to.equal(true);
    }
  });

  it('is longer in UTF-8 bytes than in characters outside ASCII (accented 2, Cyrillic 2, CJK 3 bytes each)', () => {
    expect(Buffer.byteLength(scriptName('latin', 140))).to.equal(140);
    expect(Buffer.byteLength(scriptName('accented', 140))).to.be.above(140);
    expect(Buffer.byteLength(scriptName('cyrillic', 140))).to.equal(280);
    expect(Buffer.byteLength(scriptName('cjk', 140))).to.equal(420);
  });
});
