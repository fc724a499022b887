/**
 * Names of the form parameters, query parameters and JSON fields that carry a credential whatever
 * its value: the client secret and assertion of a token request (RFC 6749 2.3.1, RFC 7523 2.2),
 * a resource owner's password (RFC 6749 4.3.2), and the tokens of a token response (RFC 6749 5.1,
 * OpenID Connect Core 3.1.3.3).
 */
const CREDENTIAL_NAMES = [
  'client_secret',
  'client_assertion',
  'assertion',
  'password',
  'access_token',
  'refresh_token',
  'id_token',
];

const NAMES = CREDENTIAL_NAMES.join('|');
/** `name=value` of a form body or a query string (application/x-www-form-urlencoded). */
const FORM_FIELD = new RegExp(`(^|[?&;\\s])(${NAMES})=[^&#\\s]*`, 'gi');
/** `"name": "value"` of a JSON body (the value's escapes included). */
const JSON_FIELD = new RegExp(`("(?:${NAMES})"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*`, 'gi');

/** The placeholder a credential value is replaced with. */
export const REDACTED = '<redacted>';

/**
 * `text` (a URL, or a request or response body) with the value of every credential parameter
 * (`client_secret=…`, `password=…`, `access_token=…` in a form body or query string) and of every
 * such JSON field replaced by `<redacted>`, whether or not the redactor knows the value: a token
 * request the tool did not make with its own credentials (a test's wrong secret, a target's
 * form-encoded token answer) cannot carry one into `exchanges.har`.
 */
export function withoutCredentialFields(text: string): string {
  return text.replace(FORM_FIELD, `$1$2=${REDACTED}`).replace(JSON_FIELD, `$1${REDACTED}`);
}
