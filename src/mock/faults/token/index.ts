import { tokenBadCredentials401 } from './token-bad-credentials-401.ts';
import { tokenClientCredentialsIssued } from './token-client-credentials-issued.ts';
import { tokenOtherGrantTypeRejected } from './token-other-grant-type-rejected.ts';

/** Faults of the token endpoint (interface.md Endpoints/1, Authentication; A1), one per file. */
export const TOKEN_FAULTS = [
  tokenBadCredentials401,
  tokenClientCredentialsIssued,
  tokenOtherGrantTypeRejected,
] as const;
