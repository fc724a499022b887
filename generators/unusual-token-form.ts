import fc from 'fast-check';

/**
 * Token request bodies (interface.md Endpoints/1: form-encoded, `grant_type=client_credentials`)
 * written in legal but unusual ways:
 * - `extra-parameter`: another parameter besides grant_type, before or after it;
 * - `percent-encoding`: a parameter whose value is percent-encoded UTF-8 outside ASCII (and `+` for spaces).
 */
export const UNUSUAL_TOKEN_FORMS = ['extra-parameter', 'percent-encoding'] as const;

/** One of {@link UNUSUAL_TOKEN_FORMS}. */
export type UnusualTokenForm = (typeof UNUSUAL_TOKEN_FORMS)[number];

const NAMES = ['scope', 'client_note', 'audience', 'state'];
const PLAIN = ['payee', 'nightly', 'qa-run', 'x'];
const NON_ASCII = ['café', 'Zürich Ost', 'Łódź', '東京', 'naïve 😀'];

/** `application/x-www-form-urlencoded` of `value` (spaces as `+`, UTF-8 percent-encoded). */
function formValue(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/**
 * A token request body of `form`: `grant_type=client_credentials` and one extra parameter
 * (its name from a fixed list), in either order. For `percent-encoding` the extra value holds
 * characters outside ASCII, percent-encoded as UTF-8. Sent only to check for no 5xx: whether
 * extra parameters are accepted is not shown (A1).
 */
export function unusualTokenForm(form: UnusualTokenForm): fc.Arbitrary<string> {
  const values = form === 'percent-encoding' ? NON_ASCII : PLAIN;
  return fc
    .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...values), fc.boolean())
    .map(([name, value, first]) => {
      const extra = `${name}=${formValue(value)}`;
      return first ? `${extra}&grant_type=client_credentials` : `grant_type=client_credentials&${extra}`;
    });
}
