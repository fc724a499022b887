import { expect } from 'chai';
import fc from 'fast-check';
import { ndjsonContentType, otherContentType } from '../../generators/content-type.ts';

const RUNS = { numRuns: 500 };
/**
 * application/x-ndjson alone or with a charset naming UTF-8, as A2 compares them (RFC 9110 §8.3:
 * any letter case, the value quoted or not). `utf8` is no name of UTF-8 (IANA registry).
 */
const NDJSON_UTF8 = /^\s*application\/x-ndjson\s*(;\s*charset=("utf-8"|utf-8)\s*)?$/i;

describe('generators/content-type', () => {
  it('ndjsonContentType draws only application/x-ndjson with no charset or UTF-8, in several spellings', () => {
    fc.assert(
      fc.property(ndjsonContentType(), (v) => {
        expect(v).to.match(NDJSON_UTF8);
      }),
      RUNS,
    );
    const drawn = new Set(fc.sample(ndjsonContentType(), 300));
    expect(drawn).to.include('application/x-ndjson');
    expect(drawn).to.include('application/x-ndjson; charset=utf-8');
    expect([...drawn].some((v) => v.includes('"'))).to.equal(true);
    expect([...drawn].some((v) => /NDJSON/.test(v))).to.equal(true);
  });

  it('otherContentType never draws application/x-ndjson with no charset or UTF-8, in any spelling; one media type', () => {
    fc.assert(
      fc.property(otherContentType(), (v) => {
        expect(v).to.not.match(NDJSON_UTF8);
        expect(v).to.not.include(',');
      }),
      RUNS,
    );
    const drawn = fc.sample(otherContentType(), 300);
    expect(drawn.some((v) => v.startsWith('application/x-ndjson;'))).to.equal(true);
    expect(drawn.some((v) => v.includes('charset="'))).to.equal(true);
  });
});
