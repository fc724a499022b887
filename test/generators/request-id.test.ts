import { expect } from 'chai';
import fc from 'fast-check';
import { nonUuidRequestId, overlongRequestId } from '../../generators/request-id.ts';
import { uuidLike } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };

describe('generators/request-id', () => {
  it('nonUuidRequestId never draws a uuidLike value; 1-128 visible ASCII characters, spaces only inside', () => {
    fc.assert(
      fc.property(nonUuidRequestId(), (v) => {
        expect(uuidLike(v), v).to.equal(false);
        expect(v.length).to.be.within(1, 128);
        expect(v).to.match(/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/);
      }),
      RUNS,
    );
  });

  it('overlongRequestId draws a version 1-5 UUID followed by hex digits, 129-200 characters, never uuidLike', () => {
    fc.assert(
      fc.property(overlongRequestId(), (v) => {
        expect(v.length).to.be.within(129, 200);
        expect(v).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]+$/);
        expect(uuidLike(v)).to.equal(false);
      }),
      RUNS,
    );
  });

  it('overlongRequestId shrinks a value a provider wrongly accepts to exactly 129 characters', () => {
    const details = fc.check(
      fc.property(overlongRequestId(), (v) => v.length <= 128),
      { seed: 7, numRuns: 100 },
    );
    expect(details.failed).to.equal(true);
    expect(details.counterexample?.[0]).to.have.length(129);
  });
});
