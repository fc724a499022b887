import { defineChoice } from './choice.ts';

/** `token_type` of the token response: `BearerToken`, `Bearer`, lower-case `bearer`, or absent (A1). */
export const tokenType = defineChoice({
  id: 'token-type',
  alternatives: ['BearerToken', 'Bearer', 'bearer', 'absent'],
  source: {
    doc: 'assumptions.md',
    section: 'A1. Token response',
    quote: '`token_type` if present is "Bearer" or "BearerToken" (any case).',
  },
  summary: 'token_type of the token response, or none',
});
