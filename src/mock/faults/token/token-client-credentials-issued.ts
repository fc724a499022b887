import { fault } from '../fault.ts';

/** Valid client credentials get a body without access_token and expires_in (the token sits under another name). */
export const tokenClientCredentialsIssued = fault({
  id: 'token-client-credentials-issued',
  rule: 'token-client-credentials-issued',
  summary:
    'Valid client credentials get a body without access_token and expires_in (the token sits under another name).',
});
