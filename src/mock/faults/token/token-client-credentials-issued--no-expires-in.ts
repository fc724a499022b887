import { fault } from '../fault.ts';

/** Valid client credentials get a token body with access_token but without expires_in. */
export const tokenClientCredentialsIssuedNoExpiresIn = fault({
  id: 'token-client-credentials-issued/no-expires-in',
  rule: 'token-client-credentials-issued',
  summary: 'Valid client credentials get a token body with access_token but without expires_in.',
});
