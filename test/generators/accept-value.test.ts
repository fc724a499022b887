import { expect } from 'chai';
import fc from 'fast-check';
import { acceptableAccept, unacceptableAccept } from '../../generators/accept-value.ts';

const RUNS = { numRuns: 500 };
const MEDIA_TYPES = ['application/json', 'application/x-ndjson', '*/*'];

/** A non-empty choice of media types, and one value the arbitrary made from it. */
function drawnWith(make: (types: readonly string[]) => fc.Arbitrary<string>) {
  return fc
    .subarray(MEDIA_TYPES, { minLength: 1 })
    .chain((types) => make(types).map((value) => ({ types, value })));
}

/** Media type (lower case) and charset (lower case, if any) of a single Accept entry. */
function parse(value: string): { type: string; charset: string | undefined } {
  const [type = '', ...params] = value.split(';').map((p) => p.trim());
  const charset = params.find((p) => /^charset=/i.test(p))?.slice('charset='.length);
  return { type: type.toLowerCase(), charset: charset?.toLowerCase() };
}

describe('generators/accept-value', () => {
  it('acceptableAccept draws only the given types with optional UTF-8 charset, never a list', () => {
    fc.assert(
      fc.property(drawnWith(acceptableAccept), ({ types, value }) => {
        const [type = '', charset] = value.split(/(?=;)/);
        expect(types).to.include(type);
        expect([undefined, ';charset=utf-8', '; charset=UTF-8']).to.include(charset);
        expect(value).to.not.include(',');
      }),
      RUNS,
    );
  });

  it('acceptableAccept draws each given type, with and without charset; a wildcard always alone (A8 names the bare */*)', () => {
    const drawn = fc.sample(acceptableAccept(MEDIA_TYPES), 300);
    for (const type of MEDIA_TYPES) expect(drawn).to.include(type);
    expect(drawn).to.include('application/json;charset=utf-8');
    expect(drawn).to.include('application/x-ndjson; charset=UTF-8');
    expect(drawn.filter((v) => v.includes('*'))).to.satisfy((values: string[]) =>
      values.every((v) => v === '*/*'),
    );
  });

  it('unacceptableAccept draws one type not given, or a given one with a charset other than UTF-8; never a list or wildcard', () => {
    fc.assert(
      fc.property(drawnWith(unacceptableAccept), ({ types, value }) => {
        expect(value).to.not.match(/[,*]/);
        const { type, charset } = parse(value);
        if (types.includes(type)) {
          expect(charset, value).to.be.a('string');
          expect(['utf-8', 'utf8', 'us-ascii']).to.not.include(charset);
        }
      }),
      RUNS,
    );
  });

  it('unacceptableAccept draws other types and the given types with other charsets', () => {
    const drawn = fc.sample(unacceptableAccept(['application/json']), 300).map(parse);
    expect(drawn.some((d) => d.type !== 'application/json')).to.equal(true);
    expect(drawn.some((d) => d.type === 'application/json' && d.charset !== undefined)).to.equal(true);
  });
});
