import { assumed, documented } from './rule.ts';

/** Rules of the single checks (interface.md Endpoints/2, 3; assumptions.md A7). */
export const singleCheckRules = [
  assumed(
    'org-check-200',
    ['org-check'],
    'A7',
    'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    'A valid organisation check gets 200 and a JSON object: generated bodies, the body written with \\u escapes or its members reversed, a one-character name.',
  ),
  assumed(
    'org-check-name-too-long-400',
    ['org-check'],
    'A7',
    'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    'An organisation check with a 141-character name gets 400 (also 140 characters and a space); 140 characters of Latin, accented Latin, Cyrillic or CJK pass.',
  ),
  documented(
    'org-check-auth-missing-401',
    ['org-check'],
    'Authentication',
    '5. A missing or invalid token gives 401.',
    'An organisation check without Authorization, or with an empty one, gets 401, also with the token or API key in the query or another header.',
  ),
  documented(
    'org-check-auth-invalid-401',
    ['org-check'],
    'Authentication',
    '5. A missing or invalid token gives 401.',
    'An organisation check with an unknown, expired or near-miss bearer token, or another scheme, gets 401.',
  ),
  documented(
    'org-check-invalid-request-400',
    ['org-check'],
    'Errors/HTTP statuses',
    '400 | Malformed, missing or non-compliant JSON body or URL parameters.',
    'An organisation check whose body is not a JSON object of its usage gets 400: not JSON, its closing brace removed, empty, [], null, accountId a string (one without accountId is recorded as observed: which fields are mandatory is not shown).',
  ),
  assumed(
    'cop-check-200',
    ['cop-check'],
    'A7',
    'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    'A valid confirmation of payee (Personal and Business) gets 200 and a JSON object: generated bodies, the body written other ways, Identifications with leading zeros.',
  ),
  assumed(
    'cop-check-name-too-long-400',
    ['cop-check'],
    'A7',
    'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    'A confirmation of payee with a 141-character name gets 400 (also 140 characters and a space); 140 characters of Latin, accented Latin, Cyrillic or CJK pass.',
  ),
  documented(
    'cop-check-auth-missing-401',
    ['cop-check'],
    'Authentication',
    '5. A missing or invalid token gives 401.',
    'A confirmation of payee without Authorization, or with an empty one, gets 401, also with the token or API key in the query or another header.',
  ),
  documented(
    'cop-check-auth-invalid-401',
    ['cop-check'],
    'Authentication',
    '5. A missing or invalid token gives 401.',
    'A confirmation of payee with an unknown, expired or near-miss bearer token, or another scheme, gets 401.',
  ),
  documented(
    'cop-check-invalid-request-400',
    ['cop-check'],
    'Errors/HTTP statuses',
    '400 | Malformed, missing or non-compliant JSON body or URL parameters.',
    'A confirmation of payee whose body is not a JSON object gets 400: not JSON, its closing brace removed, empty, [], null (one without Name is recorded as observed).',
  ),
  assumed(
    'cop-check-interaction-id-echo',
    ['cop-check'],
    'A7',
    'Confirmation of payee: `Identification` is 14 digits (6-digit sort code + 8-digit account number), `AccountType` is `Personal` or `Business`, and `x-fapi-interaction-id` is echoed when sent.',
    'The x-fapi-interaction-id sent is echoed on every answer (200, 400, 401), a UUID or a free string.',
  ),
] as const;
