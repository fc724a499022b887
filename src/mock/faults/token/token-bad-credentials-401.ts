import { fault } from '../fault.ts';

/** A wrong secret, an unknown API key or a missing Basic header gets a token instead of 401. */
export const tokenBadCredentials401 = fault({
  id: 'token-bad-credentials-401',
  rule: 'token-bad-credentials-401',
  summary: 'A wrong secret, an unknown API key or a missing Basic header gets a token instead of 401.',
});
