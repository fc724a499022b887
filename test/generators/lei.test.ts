import { expect } from 'chai';
import fc from 'fast-check';
import { anyLei, badLei, lei, WIDEST_LEIS } from '../../generators/lei.ts';

const RUNS = { numRuns: 500 };
/** assumptions.md A2. */
const LEI = /^[A-Z0-9]{18}[0-9]{2}$/;

/** ISO 17442 check: the whole LEI is 1 modulo 97 (an independent BigInt computation). */
function mod97IsOne(value: string): boolean {
  const digits = Array.from(value, (c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n === 1n;
}

describe('generators/lei', () => {
  it('lei draws the A2 pattern with 00 in positions 5-6 and valid ISO 17442 check digits', () => {
    fc.assert(
      fc.property(lei(), (v) => {
        expect(v).to.match(LEI);
        expect(v.slice(4, 6)).to.equal('00');
        expect(mod97IsOne(v), v).to.equal(true);
      }),
      RUNS,
    );
  });

  it('anyLei and WIDEST_LEIS: the A2 pattern with valid ISO 17442 check digits, not always 00 in positions 5-6', () => {
    fc.assert(
      fc.property(anyLei(), (v) => {
        expect(v).to.match(LEI);
        expect(mod97IsOne(v), v).to.equal(true);
      }),
      RUNS,
    );
    expect(fc.sample(anyLei(), 100).some((v) => v.slice(4, 6) !== '00')).to.equal(true);
    for (const v of WIDEST_LEIS) {
      expect(v).to.match(LEI);
      expect(mod97IsOne(v), v).to.equal(true);
      expect(v.slice(4, 6), v).to.not.equal('00');
    }
  });

  it('badLei never matches the A2 pattern; it draws a valid LEI in lower case, which upper-casing would rescue', () => {
    fc.assert(
      fc.property(badLei(), (v) => {
        expect(v).to.not.match(LEI);
      }),
      RUNS,
    );
    const lower = fc.sample(badLei(), 400).filter((v) => v !== v.toUpperCase());
    expect(lower.length).to.be.greaterThan(0);
    for (const v of lower) expect(v.toUpperCase()).to.match(LEI);
  });

  it('badLei draws 19 and 21 characters and letters as check digits', () => {
    const drawn = fc.sample(badLei(), 300);
    expect(drawn.some((v) => v.length === 19)).to.equal(true);
    expect(drawn.some((v) => v.length === 21)).to.equal(true);
    expect(drawn.some((v) => /^[A-Z0-9]{18}[A-Z]{2}$/.test(v))).to.equal(true);
  });
});
