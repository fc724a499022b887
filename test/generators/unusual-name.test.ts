import { expect } from 'chai';
import fc from 'fast-check';
import {
  combiningMarkName,
  longMultiByteName,
  rightToLeftName,
  UNUSUAL_NAME_FORMS,
  unusualName,
  zeroWidthName,
} from '../../generators/unusual-name.ts';

const RUNS = { numRuns: 500 };
const codePoints = (s: string) => Array.from(s).length;

describe('generators/unusual-name', () => {
  it('combiningMarkName holds a combining mark after a letter, at most 100 code points, not blank', () => {
    fc.assert(
      fc.property(combiningMarkName(), (v) => {
        expect(v).to.match(/\p{L}\p{M}/u);
        expect(codePoints(v)).to.be.at.most(100);
        expect(v.trim()).to.not.equal('');
      }),
      RUNS,
    );
  });

  it('rightToLeftName holds Hebrew or Arabic letters, at most 100 code points, no astral character', () => {
    fc.assert(
      fc.property(rightToLeftName(), (v) => {
        expect(v).to.match(/[\p{Script=Hebrew}\p{Script=Arabic}]/u);
        expect(codePoints(v)).to.be.at.most(100);
        expect(v).to.not.match(/[\u{10000}-\u{10FFFF}]/u);
      }),
      RUNS,
    );
  });

  it('zeroWidthName holds one zero-width character between letters, at most 70 code points', () => {
    fc.assert(
      fc.property(zeroWidthName(), (v) => {
        expect(v.match(/[\u200b-\u200d\u2060\ufeff]/g)).to.have.length(1);
        expect(v).to.match(/^\p{L}/u);
        expect(v).to.match(/\p{L}$/u);
        expect(codePoints(v)).to.be.at.most(70);
      }),
      RUNS,
    );
  });

  it('longMultiByteName is exactly 140 BMP characters (140 UTF-16 units) of 3 bytes each in UTF-8', () => {
    fc.assert(
      fc.property(longMultiByteName(), (v) => {
        expect(v.length).to.equal(140);
        expect(codePoints(v)).to.equal(140);
        expect(Buffer.byteLength(v, 'utf8')).to.equal(420);
      }),
      { numRuns: 100 },
    );
  });

  it('unusualName gives an arbitrary for every form, each name at most 140 UTF-16 units and never blank', () => {
    for (const form of UNUSUAL_NAME_FORMS) {
      fc.assert(
        fc.property(unusualName(form), (v) => {
          expect(v.length, form).to.be.within(1, 140);
          expect(v.trim(), form).to.not.equal('');
        }),
        { numRuns: 100 },
      );
    }
  });
});
