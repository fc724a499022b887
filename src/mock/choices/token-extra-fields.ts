import { defineChoice } from './choice.ts';

/**
 * Fields of the token response beyond access_token, token_type and expires_in: `none`, or `scope-and-more`
 * (`scope`, `issued_at`, `client_id`, `application_name`, `status`; A1; scope names are not shown either,
 * interface.md Authentication 7).
 */
export const tokenExtraFields = defineChoice({
  id: 'token-extra-fields',
  alternatives: ['none', 'scope-and-more'],
  source: {
    doc: 'assumptions.md',
    section: 'A1. Token response',
    quote: 'Other fields may be present and are ignored.',
  },
  summary:
    'token response with no extra fields, or with scope, issued_at, client_id and other Apigee-style fields',
});
