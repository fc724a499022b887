import { assumed, documented } from './rule.ts';

/** Rules of the token endpoint (interface.md Endpoints/1, Authentication; assumptions.md A1). */
export const tokenRules = [
  assumed(
    'token-client-credentials-issued',
    ['token'],
    'A1',
    '`POST {auth_url}/oauth/client_credential/accesstoken` with valid Basic credentials and `grant_type=client_credentials` returns 200 and a JSON object with `access_token` (string, non-empty) and `expires_in` (seconds, as a JSON number or a numeric string: Apigee-style proxies send strings such as "3599"); `token_type` if present is "Bearer" or "BearerToken" (any case).',
    'Valid client credentials get 200 and a token body with access_token and expires_in, also for grant_type=client%5Fcredentials (form-encoded).',
  ),
  assumed(
    'token-bad-credentials-401',
    ['token'],
    'A1',
    'Wrong or missing Basic credentials: 401.',
    'A wrong secret or key (one character off, swapped, an empty secret), an unknown API key, credentials outside Basic (in the form, unencoded, without the colon) or no Basic header gets 401.',
  ),
  assumed(
    'token-other-grant-type-rejected',
    ['token'],
    'A1',
    'A `grant_type` other than `client_credentials`: 400 or 401 (the documentation says it is the only one supported; the exact status is not shown).',
    'A grant_type other than client_credentials (one edit away, its letters in another case or with a blank, empty, missing, or in the query only) gets 400 or 401.',
  ),
  documented(
    'token-bearer-accepted',
    ['token', 'bulk-status'],
    'Authentication',
    '4. All functional calls carry `Authorization: Bearer <ACCESS_TOKEN>`.',
    'A token the endpoint issued is accepted as a bearer token by a functional call.',
  ),
] as const;
