import { expect } from 'chai';
import fc from 'fast-check';
import {
  EMPTY_LANGUAGE_VALUES,
  ISO_639_1,
  languageCode,
  notALanguageTag,
} from '../../generators/language-code.ts';

const RUNS = { numRuns: 500 };

/** A syntactically valid BCP 47 language tag (RFC 5646 section 2.1: langtag, privateuse, irregular grandfathered). */
const BCP_47 = new RegExp(
  '^(?:' +
    '(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})' + // language
    '(?:-[a-z]{4})?' + // script
    '(?:-(?:[a-z]{2}|[0-9]{3}))?' + // region
    '(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*' + // variants
    '(?:-[0-9a-wy-z](?:-[a-z0-9]{2,8})+)*' + // extensions
    '(?:-x(?:-[a-z0-9]{1,8})+)?' + // private use
    '|x(?:-[a-z0-9]{1,8})+' +
    '|en-gb-oed|i-[a-z]+|sgn-(?:be-fr|be-nl|ch-de)' +
    ')$',
  'i',
);
/** Values assumptions.md A10 names as "not a language tag at all" although BCP 47 syntax allows them. */
const NAMED_BY_A10 = ['english', 'eng', 'nld', 'deu', 'fra'];

describe('generators/language-code', () => {
  it('ISO_639_1 holds 183 distinct two-letter lower-case codes, en, nl and de among them', () => {
    expect(new Set(ISO_639_1).size).to.equal(183);
    for (const code of ISO_639_1) expect(code).to.match(/^[a-z]{2}$/);
    expect(ISO_639_1).to.include.members(['en', 'nl', 'de']);
  });

  it('languageCode draws only ISO 639-1 codes in lower case', () => {
    fc.assert(
      fc.property(languageCode(), (v) => {
        expect(v).to.match(/^[a-z]{2}$/);
        expect(ISO_639_1).to.include(v);
      }),
      RUNS,
    );
  });

  it('notALanguageTag never draws a two-letter code nor a 4-8 letter word (but english, which A10 names)', () => {
    fc.assert(
      fc.property(notALanguageTag(), (v) => {
        expect(v).to.not.match(/^[a-z]{2}$/i);
        if (v !== 'english') expect(v).to.not.match(/^[a-z]{4,8}$/i);
      }),
      RUNS,
    );
  });

  it('notALanguageTag never draws a valid BCP 47 tag other than the ones A10 names, nor a list, weight or wildcard', () => {
    expect('en-GB').to.match(BCP_47);
    expect('dutch').to.match(BCP_47);
    fc.assert(
      fc.property(notALanguageTag(), (v) => {
        if (!NAMED_BY_A10.includes(v)) expect(v).to.not.match(BCP_47);
        expect(v).to.not.match(/[,;*=]/);
      }),
      RUNS,
    );
  });

  it('notALanguageTag draws the empty and whitespace values, digits, english, three-letter codes, one letter, an inner space and 9-12 letters', () => {
    const drawn = fc.sample(notALanguageTag(), 1000);
    expect(drawn).to.include.members([...EMPTY_LANGUAGE_VALUES]);
    expect(drawn.some((v) => /^[0-9]{1,4}$/.test(v))).to.equal(true);
    expect(drawn).to.include.members(NAMED_BY_A10);
    expect(drawn.some((v) => /^[a-z]$/.test(v))).to.equal(true);
    expect(drawn.some((v) => /^[a-z]{1,3} [a-z]{1,3}$/.test(v))).to.equal(true);
    expect(drawn.some((v) => /^[a-z]{9,12}$/.test(v))).to.equal(true);
    for (const v of drawn) {
      expect(
        /^[ \t]*$|^[0-9]{1,4}$|^[a-z]$|^[a-z]{1,3} [a-z]{1,3}$|^[a-z]{9,12}$/.test(v) ||
          NAMED_BY_A10.includes(v),
        v,
      ).to.equal(true);
    }
  });
});
