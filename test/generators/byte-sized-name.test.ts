import { expect } from 'chai';
import fc from 'fast-check';
import { letterOfWidth, nameOfBytes } from '../../generators/byte-sized-name.ts';
import { limits } from '../../src/schemas/limits.ts';
import { validate } from '../../src/schemas/registry.ts';

const RUNS = { numRuns: 1000 };
/** Letters of A13's scripts: Latin, accented Latin, Cyrillic, CJK (BMP, one UTF-16 unit each). */
const LETTERS = /^[A-Za-z\u00c0-\u017f\u0400-\u044f\u4e00-\u9fff]*$/u;

describe('generators/byte-sized-name', () => {
  it('nameOfBytes is exactly the bytes asked for, at most maxChars letters of A13 scripts, a valid name', () => {
    const max = limits().partyNameMax;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * max }), fc.nat(), (bytes, pick) => {
        const name = nameOfBytes(bytes, max, pick);
        expect(Buffer.byteLength(name)).to.equal(bytes);
        expect(Array.from(name).length).to.be.at.most(max);
        expect(name.length).to.equal(Array.from(name).length);
        expect(name).to.match(LETTERS);
        expect(validate('common/party-name.schema.json', name).valid).to.equal(true);
        expect(nameOfBytes(bytes, max, pick)).to.equal(name);
      }),
      RUNS,
    );
  });

  it('nameOfBytes(0) is empty; bytes beyond three per character are refused', () => {
    expect(nameOfBytes(0, 10)).to.equal('');
    expect(() => nameOfBytes(31, 10)).to.throw(RangeError);
    expect(() => nameOfBytes(-1, 10)).to.throw(RangeError);
    expect(() => nameOfBytes(1.5, 10)).to.throw(RangeError);
  });

  it('letterOfWidth gives letters of 1, 2 and 3 bytes', () => {
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 2 as const, 3 as const), fc.nat(), (width, pick) => {
        const letter = letterOfWidth(width, pick);
        expect(letter.length).to.equal(1);
        expect(Buffer.byteLength(letter)).to.equal(width);
        expect(letter).to.match(LETTERS);
      }),
      RUNS,
    );
  });
});
