import { expect } from 'chai';
import fc from 'fast-check';
import { astralPayeeName } from '../../generators/astral-payee-name.ts';

const BMP_NAME_CHARACTERS = /^[\p{L} '-]*$/u;
const LETTER = /^[\p{L}]$/u;

describe('generators/astral-payee-name', () => {
  it('astralPayeeName holds a character outside the BMP between two BMP names, under 140 UTF-16 units', () => {
    fc.assert(
      fc.property(astralPayeeName(), (v) => {
        expect(v).to.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/);
        expect(v.length).to.be.below(140);
        // Apart from the astral characters (and the zero-width joiner of an emoji sequence), a BMP name.
        expect(v.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|\u200D/g, '')).to.match(BMP_NAME_CHARACTERS);
        expect(LETTER.test(v.slice(0, 1)) && LETTER.test(v.slice(-1))).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });
});
