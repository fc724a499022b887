import fc from 'fast-check';

/** A JSON value as `JSON.parse` returns it. */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Legal JSON (RFC 8259) written the way few clients write it:
 * - `unicode-escape`: every character of every string as a `\uXXXX` escape (surrogate pairs for astral characters), `/` as `\/`;
 * - `duplicate-key`: every member of every object twice, with the same value (RFC 8259 4: names SHOULD be unique);
 * - `key-order`: the members of every object in reverse order;
 * - `number-form`: an extra member `x-number` holding a number in an unusual form (exponent, `-0`, beyond double range).
 */
export const UNUSUAL_JSON_FORMS = ['unicode-escape', 'duplicate-key', 'key-order', 'number-form'] as const;

/** One of {@link UNUSUAL_JSON_FORMS}. */
export type UnusualJsonForm = (typeof UNUSUAL_JSON_FORMS)[number];

/** Numbers in legal JSON forms that naive parsers mishandle: exponents, negative zero, beyond the double range, many digits. */
const NUMBER_FORMS = ['1E400', '-0', '0.1e-7', '1.0', '1E+2', '123456789012345678901234567890', '-1e-400'];

/** A number in one of the unusual JSON number forms (as its text). */
export function jsonNumberForm(): fc.Arbitrary<string> {
  return fc.constantFrom(...NUMBER_FORMS);
}

function escapedString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '';
    out += c === '/' ? '\\/' : `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

function write(value: JsonValue, form: UnusualJsonForm): string {
  if (typeof value === 'string')
    return form === 'unicode-escape' ? escapedString(value) : JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${(value as readonly JsonValue[]).map((v) => write(v, form)).join(',')}]`;
  const entries = Object.entries(value as Record<string, JsonValue>);
  const ordered = form === 'key-order' ? [...entries].reverse() : entries;
  const members = ordered.map(([k, v]) => {
    const key = form === 'unicode-escape' ? escapedString(k) : JSON.stringify(k);
    const member = `${key}:${write(v, form)}`;
    return form === 'duplicate-key' ? `${member},${member}` : member;
  });
  return `{${members.join(',')}}`;
}

/**
 * `value` (a JSON object) as one line of legal JSON in `form` (see {@link UNUSUAL_JSON_FORMS};
 * `number` is the extra member's text for `number-form`, default `1E400`). `JSON.parse` of the
 * result equals `value` (plus `x-number` for `number-form`). No line breaks, so it is also an
 * NDJSON line. Sent only to check for no 5xx: a provider may reject duplicate names or unknown
 * members with a 4xx. Source: interface.md Errors/HTTP statuses (400: malformed or
 * non-compliant JSON body).
 */
export function unusualJson(
  value: { readonly [key: string]: JsonValue },
  form: UnusualJsonForm,
  number = '1E400',
): string {
  const text = write(value, form);
  if (form !== 'number-form') return text;
  return `${text.slice(0, -1)}${text === '{}' ? '' : ','}"x-number":${number}}`;
}
