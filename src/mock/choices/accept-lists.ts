import { defineChoice } from './choice.ts';

/**
 * How Accept is read: `negotiate` (any acceptable entry of a list, wildcards included), or
 * `strict-single` (one media range the endpoint serves, optionally `charset=UTF-8`; a list, another
 * parameter, or a wildcard other than the results endpoint's `*\/*` (A8) gets 406).
 */
export const acceptLists = defineChoice({
  id: 'accept-lists',
  alternatives: ['negotiate', 'strict-single'],
  source: {
    doc: 'interface.md',
    section: 'Errors/HTTP statuses',
    quote:
      '406 | Accept header requests a content type other than application/json and/or a charset other than UTF-8.',
  },
  summary: 'Accept negotiated over lists and wildcards, or one acceptable media range only',
});
