import type { MockContext } from '../context.ts';

/** One two-letter code, either case (ISO 639-1; interface.md Versioning). */
const TWO_LETTER_CODE = /^[A-Za-z]{2}$/;

/** A language tag with subtags (`en-GB`) or the wildcard. */
const LANGUAGE_TAG = /^[A-Za-z]{2}(-[A-Za-z0-9]{1,8})*$/;

/**
 * True when the mock accepts Accept-Language `value` (assumptions.md A10): a two-letter code
 * always; region subtags, weighted lists and `*` when the `accept-language-extended` choice is
 * `tolerated`; never a value that is no language tag (digits, `english`, three letters, empty).
 */
export function languageAccepted(ctx: MockContext, value: string): boolean {
  if (ctx.choice('accept-language-extended') === 'rejected') return TWO_LETTER_CODE.test(value.trim());
  return value.split(',').every((part) => {
    const tag = part.split(';')[0]?.trim() ?? '';
    return tag === '*' || LANGUAGE_TAG.test(tag);
  });
}
