import { defineChoice } from './choice.ts';

/**
 * How the length of a bulk record's payee name is counted against 140: `utf16-units` (an emoji
 * counts 2) or `code-points` (an emoji counts 1); the two agree on the Basic Multilingual Plane (A13).
 */
export const nameLengthUnit = defineChoice({
  id: 'name-length-unit',
  alternatives: ['utf16-units', 'code-points'],
  source: {
    doc: 'assumptions.md',
    section: 'A13. Length in characters',
    quote:
      'Names with astral characters (emoji) are sent only to check that they cause no 5xx; their length is not asserted, since providers differ in how they count them.',
  },
  summary: 'payee name length counted in UTF-16 code units or in code points',
});
