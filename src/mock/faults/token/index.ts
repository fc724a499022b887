import { serverNo5xxTokenJsonBody } from './server-no-5xx--token-json-body.ts';
import { tokenBadCredentials401WrongSecret } from './token-bad-credentials-401--wrong-secret.ts';
import { tokenBadCredentials401 } from './token-bad-credentials-401.ts';
import { tokenBearerAccepted } from './token-bearer-accepted.ts';
import { tokenClientCredentialsIssuedNoExpiresIn } from './token-client-credentials-issued--no-expires-in.ts';
import { tokenClientCredentialsIssuedTokenType } from './token-client-credentials-issued--token-type.ts';
import { tokenClientCredentialsIssued } from './token-client-credentials-issued.ts';
import { tokenOtherGrantTypeRejectedEmpty } from './token-other-grant-type-rejected--empty.ts';
import { tokenOtherGrantTypeRejected } from './token-other-grant-type-rejected.ts';

/** Faults of the token endpoint (interface.md Endpoints/1, Authentication; A1), one per file. */
export const TOKEN_FAULTS = [
  serverNo5xxTokenJsonBody,
  tokenBadCredentials401WrongSecret,
  tokenBadCredentials401,
  tokenBearerAccepted,
  tokenClientCredentialsIssuedNoExpiresIn,
  tokenClientCredentialsIssuedTokenType,
  tokenClientCredentialsIssued,
  tokenOtherGrantTypeRejectedEmpty,
  tokenOtherGrantTypeRejected,
] as const;
