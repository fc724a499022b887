import { fault } from '../fault.ts';

/** A known API key with a wrong secret gets a token (an unknown API key and a missing Basic header still get 401). */
export const tokenBadCredentials401WrongSecret = fault({
  id: 'token-bad-credentials-401/wrong-secret',
  rule: 'token-bad-credentials-401',
  summary:
    'A known API key with a wrong secret gets a token (an unknown API key and a missing Basic header still get 401).',
});
