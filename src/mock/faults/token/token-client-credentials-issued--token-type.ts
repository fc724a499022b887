import { fault } from '../fault.ts';

/** Valid client credentials get a token body whose token_type is MAC (neither Bearer nor BearerToken). */
export const tokenClientCredentialsIssuedTokenType = fault({
  id: 'token-client-credentials-issued/token-type',
  rule: 'token-client-credentials-issued',
  summary:
    'Valid client credentials get a token body whose token_type is MAC (neither Bearer nor BearerToken).',
});
