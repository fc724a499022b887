import { defineChoice } from './choice.ts';

/** `expires_in` of the token response as a numeric string (Apigee style) or a JSON number (A1). */
export const tokenExpiresIn = defineChoice({
  id: 'token-expires-in',
  alternatives: ['string', 'number'],
  source: {
    doc: 'assumptions.md',
    section: 'A1. Token response',
    quote:
      '`expires_in` (seconds, as a JSON number or a numeric string: Apigee-style proxies send strings such as "3599")',
  },
  summary: 'expires_in as a numeric string or a number',
});
