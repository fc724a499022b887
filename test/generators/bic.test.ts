import { expect } from 'chai';
import fc from 'fast-check';
import { anyBic, badBic, bic, WIDEST_BICS } from '../../generators/bic.ts';

const RUNS = { numRuns: 500 };
/** assumptions.md A2. */
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

describe('generators/bic', () => {
  it('bic draws 8 or 11 characters matching the A2 pattern: letter bank code, listed country, letter location other than O, branch XXX or not starting with X', () => {
    fc.assert(
      fc.property(bic(), (v) => {
        expect(v).to.match(BIC);
        expect(v).to.match(/^[A-Z]{4}(NL|DE|GB|BE|FR|ES|IT)[A-NP-Z]{2}(XXX|[A-WYZ0-9][A-Z0-9]{2})?$/);
      }),
      RUNS,
    );
    expect(new Set(fc.sample(bic(), 100).map((v) => v.length))).to.deep.equal(new Set([8, 11]));
  });

  it('anyBic draws the whole A2 pattern: digits in the bank, location and branch codes, 8 and 11 characters', () => {
    fc.assert(
      fc.property(anyBic(), (v) => {
        expect(v).to.match(BIC);
      }),
      RUNS,
    );
    const drawn = fc.sample(anyBic(), 300);
    expect(drawn.some((v) => /^[A-Z0-9]{0,3}[0-9]/.test(v))).to.equal(true);
    expect(drawn.some((v) => /^.{6}[A-Z0-9]?[0-9]/.test(v))).to.equal(true);
    expect(new Set(drawn.map((v) => v.length))).to.deep.equal(new Set([8, 11]));
  });

  it('WIDEST_BICS match the A2 pattern, and each breaks an ISO 9362 rule bic() keeps', () => {
    const iso = /^[A-Z]{4}[A-Z]{2}[A-NP-Z]{2}(XXX|[A-WYZ0-9][A-Z0-9]{2})?$/;
    for (const v of WIDEST_BICS) {
      expect(v).to.match(BIC);
      expect(v, v).to.not.match(iso);
    }
    expect(WIDEST_BICS).to.include('1234DEFF');
  });

  it('badBic never matches the A2 pattern; it draws the valid BIC in lower case, which upper-casing would rescue', () => {
    fc.assert(
      fc.property(badBic(), (v) => {
        expect(v).to.not.match(BIC);
      }),
      RUNS,
    );
    const lower = fc.sample(badBic(), 400).filter((v) => v !== v.toUpperCase());
    expect(lower.length).to.be.greaterThan(0);
    for (const v of lower) expect(v.toUpperCase()).to.match(BIC);
  });

  it('badBic draws 7, 9, 10 and 12 characters and digits in the country', () => {
    const drawn = fc.sample(badBic(), 400).filter((v) => v === v.toUpperCase());
    expect(
      [...new Set(drawn.filter((v) => /^.{4}[A-Z]{2}/.test(v)).map((v) => v.length))].sort(),
    ).to.deep.equal([10, 12, 7, 9]);
    expect(drawn.some((v) => /^.{4}[0-9]{2}/.test(v))).to.equal(true);
  });
});
