import fc from 'fast-check';

/**
 * A token request form body (application/x-www-form-urlencoded, as sent) and whether A1 makes it
 * must-issue (200 with a token) or must-reject (400 or 401).
 */
export interface GrantTypeCase {
  readonly form: string;
  readonly issued: boolean;
}

/** The only grant type supported (interface.md Endpoints/1, Authentication 3). */
const CLIENT_CREDENTIALS = 'client_credentials';

/**
 * Bodies that name `client_credentials`, as suites/token.suite.ts sends them: plain, and with the
 * underscore percent-encoded (`%5F` decodes to `_`).
 */
const ISSUED_FORMS = ['grant_type=client_credentials', 'grant_type=client%5Fcredentials'];

/**
 * Grant types other than `client_credentials` once form-decoded: letter case changed, an edge
 * space (written `+` or `%20`), one edit away, other OAuth 2.0 grant types, an empty value.
 */
const OTHER_VALUES = [
  'CLIENT_CREDENTIALS',
  'Client_Credentials',
  'client_Credentials',
  '+client_credentials',
  'client_credentials+',
  '%20client_credentials',
  'client_credentials%20',
  'client_credential',
  'lient_credentials',
  'client_credentialsx',
  'client_credentialss',
  'cclient_credentials',
  'client-credentials',
  'client%2Dcredentials',
  'clientcredentials',
  'client+credentials',
  'cilent_credentials',
  'client_credentails',
  'password',
  'authorization_code',
  'refresh_token',
  'implicit',
  'urn:ietf:params:oauth:grant-type:jwt-bearer',
  '',
];

/** Bodies with no grant_type parameter at all: empty, another parameter only, a misspelt name. */
const MISSING_FORMS = ['', 'scope=bulk', 'grant_typ=client_credentials', 'granttype=client_credentials'];

/** A one-character edit of `client_credentials` (dropped, doubled, swapped with its neighbour), drawn. */
function oneEdit(): fc.Arbitrary<string> {
  const n = CLIENT_CREDENTIALS.length;
  return fc
    .tuple(fc.constantFrom('drop', 'double', 'swap'), fc.integer({ min: 0, max: n - 2 }))
    .map(([edit, i]) => {
      const s = CLIENT_CREDENTIALS;
      if (edit === 'drop') return s.slice(0, i) + s.slice(i + 1);
      if (edit === 'double') return s.slice(0, i + 1) + s.slice(i);
      return s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2);
    })
    .filter((v) => v !== CLIENT_CREDENTIALS);
}

/**
 * A token request body: about one in three names `client_credentials` (as the hand-written token
 * tests send it: plain or `client%5Fcredentials`) and must be issued a token (A1: 200 with
 * `access_token`); the rest must be rejected with 400 or 401 (A1: "A `grant_type` other than
 * `client_credentials`: 400 or 401"; interface.md Endpoints/1 "This is the only grant type
 * supported"): the value in another letter case, with an edge space (`+`, `%20`), one edit away
 * (dropped, doubled or swapped characters, `client-credentials`), another grant type, empty, or
 * no grant_type parameter at all. A body never holds two grant_type parameters (not addressed by
 * the files). Shrinks towards `grant_type=client_credentials`.
 */
export function grantTypeCase(): fc.Arbitrary<GrantTypeCase> {
  const rejected = (form: string): GrantTypeCase => ({ form, issued: false });
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 3, arbitrary: fc.constantFrom(...ISSUED_FORMS).map((form) => ({ form, issued: true })) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...OTHER_VALUES).map((value) => rejected(`grant_type=${value}`)),
    },
    { weight: 2, arbitrary: oneEdit().map((value) => rejected(`grant_type=${value}`)) },
    { weight: 1, arbitrary: fc.constantFrom(...MISSING_FORMS).map(rejected) },
  );
}
