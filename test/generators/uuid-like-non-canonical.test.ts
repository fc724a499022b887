import { expect } from 'chai';
import fc from 'fast-check';
import { uuidLikeNonCanonical } from '../../generators/uuid-like-non-canonical.ts';
import { uuidLike } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };
const CANONICAL_LOWER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('generators/uuid-like-non-canonical', () => {
  it('uuidLikeNonCanonical draws only uuidLike values of a version 1-5 UUID, never the lower-case text form', () => {
    fc.assert(
      fc.property(uuidLikeNonCanonical(), (v) => {
        expect(uuidLike(v), v).to.equal(true);
        expect(v).to.not.match(CANONICAL_LOWER);
        const digits = v.replace(/^urn:uuid:/i, '').replace(/[{}-]/g, '');
        expect(digits).to.match(/^[0-9a-f]{12}[1-5][0-9a-f]{3}[89ab][0-9a-f]{15}$/i);
      }),
      RUNS,
    );
  });

  it('uuidLikeNonCanonical never draws an all-digit UUID as its upper-case form (it reads the same in lower case)', () => {
    // Regression: seed 1932952023 drew 00000000-0000-1000-8000-000000000000 as "upper case".
    fc.assert(
      fc.property(uuidLikeNonCanonical(), (v) => {
        expect(v).to.not.match(CANONICAL_LOWER);
      }),
      { seed: 1932952023, numRuns: 500 },
    );
  });

  it('uuidLikeNonCanonical draws braces, the urn:uuid: prefix, 32 digits without hyphens and upper case', () => {
    const drawn = fc.sample(uuidLikeNonCanonical(), 500);
    expect(drawn.some((v) => v.startsWith('{') && v.endsWith('}'))).to.equal(true);
    expect(drawn.some((v) => v.startsWith('urn:uuid:'))).to.equal(true);
    expect(drawn.some((v) => /^[0-9a-f]{32}$/.test(v))).to.equal(true);
    expect(
      drawn.some((v) => /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(v)),
    ).to.equal(true);
  });
});
