import { expect } from 'chai';
import fc from 'fast-check';
import {
  decodedHeaderText,
  latin1HeaderValue,
  utf8Bytes,
  utf8HeaderValue,
} from '../../generators/non-ascii-header.ts';

const RUNS = { numRuns: 500 };
/** What Node's HTTP client and server accept in a header value: tab, space to tilde, 0x80-0xFF. */
const NODE_HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

describe('generators/non-ascii-header', () => {
  it('latin1HeaderValue: one byte per character, at least one outside ASCII, no edge space, at most maxLength characters', () => {
    for (const maxLength of [2, 5, 70]) {
      fc.assert(
        fc.property(latin1HeaderValue({ maxLength }), (v) => {
          expect(v).to.match(NODE_HEADER_VALUE);
          expect(v).to.match(/[\xa0-\xff]/);
          expect(v.length).to.be.within(2, maxLength);
          expect(v).to.equal(v.trim());
        }),
        RUNS,
      );
    }
  });

  it('utf8HeaderValue: the UTF-8 bytes of a text of at most maxLength code points with a multi-byte character', () => {
    fc.assert(
      fc.property(utf8HeaderValue({ maxLength: 70 }), (v) => {
        expect(v).to.match(NODE_HEADER_VALUE);
        const text = decodedHeaderText(v);
        expect(text, 'valid UTF-8').to.be.a('string');
        expect(Array.from(text ?? '').length).to.be.within(2, 70);
        expect(text).to.match(/[^\p{ASCII}]/u);
        expect(text).to.equal(text?.trim());
      }),
      RUNS,
    );
  });

  it('some generated Latin-1 values are not valid UTF-8, and some UTF-8 values are longer in bytes than 70', () => {
    const latin = fc.sample(latin1HeaderValue({ maxLength: 70 }), { numRuns: 200, seed: 7 });
    expect(latin.some((v) => decodedHeaderText(v) === undefined)).to.equal(true);
    const utf8 = fc.sample(utf8HeaderValue({ maxLength: 70 }), { numRuns: 200, seed: 7 });
    expect(utf8.some((v) => v.length > 70)).to.equal(true);
  });

  it('utf8Bytes and decodedHeaderText round-trip any string of well-formed UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(decodedHeaderText(utf8Bytes(s))).to.equal(s);
      }),
      RUNS,
    );
    expect(decodedHeaderText('Caf\xe9 Z')).to.equal(undefined);
  });
});
