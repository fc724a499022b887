import { expect } from 'chai';
import fc from 'fast-check';
import { badBic, bic } from '../../generators/bic.ts';

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

  it('badBic never matches the A2 pattern even after upper-casing and removing separators; upper case only', () => {
    fc.assert(
      fc.property(badBic(), (v) => {
        expect(v).to.equal(v.toUpperCase());
        expect(v.toUpperCase().replace(/[^A-Z0-9]/g, '')).to.not.match(BIC);
      }),
      RUNS,
    );
  });

  it('badBic draws 7, 9, 10 and 12 characters and digits in the country', () => {
    const drawn = fc.sample(badBic(), 400);
    expect(
      [...new Set(drawn.filter((v) => /^.{4}[A-Z]{2}/.test(v)).map((v) => v.length))].sort(),
    ).to.deep.equal([10, 12, 7, 9]);
    expect(drawn.some((v) => /^.{4}[0-9]{2}/.test(v))).to.equal(true);
  });
});
