import { expect } from 'chai';
import fc from 'fast-check';
import { badIdentification, identificationMax } from '../../generators/identification.ts';
import { validate } from '../../src/schemas/registry.ts';

const IDENTIFICATION = 'common/identifiers.schema.json#/$defs/identification';

describe('generators/identification', () => {
  it('identificationMax is A2 <1..256> as the schema says: 256 valid, 257 not', () => {
    expect(identificationMax()).to.equal(256);
    expect(validate(IDENTIFICATION, '7'.repeat(identificationMax())).valid).to.equal(true);
    expect(validate(IDENTIFICATION, '7'.repeat(identificationMax() + 1)).valid).to.equal(false);
  });

  it('badIdentification is empty or over the maximum, never valid; it draws both', () => {
    fc.assert(
      fc.property(badIdentification(), (v) => {
        expect(validate(IDENTIFICATION, v).valid, `${v.length} characters`).to.equal(false);
        expect(v === '' || v.length > identificationMax()).to.equal(true);
      }),
      { numRuns: 200 },
    );
    const lengths = fc.sample(badIdentification(), 200).map((v) => v.length);
    expect(lengths).to.include(0);
    expect(lengths.some((n) => n > identificationMax())).to.equal(true);
  });
});
