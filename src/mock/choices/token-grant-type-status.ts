import { defineChoice } from './choice.ts';

/**
 * Status of a token request whose `grant_type` is another, empty or missing: `400` (FORMAT_ERROR
 * INVALID_FIELD) or `401` (with an error body) (A1).
 */
export const tokenGrantTypeStatus = defineChoice({
  id: 'token-grant-type-status',
  alternatives: ['400', '401'],
  source: {
    doc: 'assumptions.md',
    section: 'A1. Token response',
    quote:
      'A `grant_type` other than `client_credentials`: 400 or 401 (the documentation says it is the only one supported; the exact status is not shown).',
  },
  summary: 'status for a grant_type other than client_credentials, empty or missing: 400 or 401',
});
