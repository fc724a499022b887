import { expect } from 'chai';
import fc from 'fast-check';
import { uuidText } from '../../generators/uuid-text.ts';
import { isUuid } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };
/** 8-4-4-4-12, version 1-5 at position 14, RFC 4122 variant (8, 9, a, b) at position 19. */
const RFC_4122_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

describe('generators/uuid-text', () => {
  it('uuidText draws only versions 1-5 with the RFC 4122 variant, in lower case', () => {
    for (const arbitrary of [uuidText(), uuidText({ letterCase: 'lower' })]) {
      fc.assert(
        fc.property(arbitrary, (v) => {
          expect(v).to.match(RFC_4122_V1_TO_V5);
          expect(v).to.equal(v.toLowerCase());
          expect(isUuid(v)).to.equal(true);
        }),
        RUNS,
      );
    }
  });

  it('uuidText draws upper case only with letterCase upper, same versions and variant', () => {
    fc.assert(
      fc.property(uuidText({ letterCase: 'upper' }), (v) => {
        expect(v).to.match(RFC_4122_V1_TO_V5);
        expect(v).to.equal(v.toUpperCase());
        expect(isUuid(v)).to.equal(true);
      }),
      RUNS,
    );
    const letters = fc.sample(uuidText({ letterCase: 'upper' }), 50).join('');
    expect(letters).to.match(/[A-F]/);
  });

  it('uuidText draws each of the versions 1-5 and each variant digit 8, 9, a, b', () => {
    const drawn = fc.sample(uuidText(), 1000);
    expect(new Set(drawn.map((v) => v[14])).size).to.equal(5);
    expect([...new Set(drawn.map((v) => v[19]))].sort()).to.deep.equal(['8', '9', 'a', 'b']);
  });
});
