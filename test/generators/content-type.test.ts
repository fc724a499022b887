import { expect } from 'chai';
import fc from 'fast-check';
import { ndjsonContentType, otherContentType } from '../../generators/content-type.ts';

const RUNS = { numRuns: 500 };
const A2_FORMS = ['application/x-ndjson', 'application/x-ndjson; charset=utf-8'];
/** Any spelling of application/x-ndjson alone or with charset UTF-8: what a lenient provider might accept. */
const NDJSON_UTF8_ANY_SPELLING = /^\s*application\/x-ndjson\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;

describe('generators/content-type', () => {
  it('ndjsonContentType draws exactly the two forms A2 names, both of them', () => {
    fc.assert(
      fc.property(ndjsonContentType(), (v) => {
        expect(A2_FORMS).to.include(v);
      }),
      RUNS,
    );
    expect([...new Set(fc.sample(ndjsonContentType(), 100))].sort()).to.deep.equal(A2_FORMS);
  });

  it('otherContentType never draws application/x-ndjson with no charset or UTF-8, in any spelling; one media type', () => {
    fc.assert(
      fc.property(otherContentType(), (v) => {
        expect(v).to.not.match(NDJSON_UTF8_ANY_SPELLING);
        expect(v).to.not.include(',');
      }),
      RUNS,
    );
    expect(fc.sample(otherContentType(), 200).some((v) => v.startsWith('application/x-ndjson;'))).to.equal(
      true,
    );
  });
});
