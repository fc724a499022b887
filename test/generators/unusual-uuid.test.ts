import { expect } from 'chai';
import fc from 'fast-check';
import { unusualUuid } from '../../generators/unusual-uuid.ts';
import { isUuid } from '../../src/schemas/formats.ts';

const RUNS = { numRuns: 500 };
const TEXT_FORM_LOWER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NIL = '00000000-0000-0000-0000-000000000000';

/** True when `v` has an ordinary version (1-5) and the RFC 4122 variant (8-b) and is not nil. */
function ordinary(v: string): boolean {
  return v !== NIL && '12345'.includes(v[14] ?? '') && '89ab'.includes(v[19] ?? '');
}

describe('generators/unusual-uuid', () => {
  it('unusualUuid draws the lower-case text form with a nil, unusual version or non-RFC variant, never an ordinary UUID', () => {
    fc.assert(
      fc.property(unusualUuid(), (v) => {
        expect(v).to.match(TEXT_FORM_LOWER);
        expect(isUuid(v)).to.equal(true);
        expect(ordinary(v), v).to.equal(false);
      }),
      RUNS,
    );
  });

  it('unusualUuid draws the nil UUID, versions 0 and 6-f, and variant digits 0-7 and c-f', () => {
    const drawn = fc.sample(unusualUuid(), 3000);
    expect(drawn).to.include(NIL);
    const versions = new Set(drawn.filter((v) => '89ab'.includes(v[19] ?? '')).map((v) => v[14]));
    expect([...versions].sort().join('')).to.equal('06789abcdef');
    const variants = new Set(drawn.filter((v) => '12345'.includes(v[14] ?? '')).map((v) => v[19]));
    expect([...variants].sort().join('')).to.equal('01234567cdef');
  });
});
