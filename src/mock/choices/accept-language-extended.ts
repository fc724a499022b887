import { defineChoice } from './choice.ts';

/**
 * Accept-Language values beyond one two-letter code (`en-GB`, `nl,en;q=0.8`, `*`): `tolerated`, or
 * `rejected` with 400 FORMAT_ERROR INVALID_HEADER (A10).
 */
export const acceptLanguageExtended = defineChoice({
  id: 'accept-language-extended',
  alternatives: ['tolerated', 'rejected'],
  source: {
    doc: 'assumptions.md',
    section: 'A10. Accept-Language values',
    quote:
      'Region subtags, weighted lists and the wildcard (`en-GB`, `nl,en;q=0.8`, `*`) are neither required nor forbidden',
  },
  summary: 'Accept-Language region subtags, lists and * tolerated, or 400 INVALID_HEADER',
});
