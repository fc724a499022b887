import type { MockContext } from '../context.ts';

/** A high surrogate followed by a low one: one astral code point in two UTF-16 units. */
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * The length of payee name `name` in characters as the `name-length-unit` choice counts them:
 * UTF-16 code units (an emoji counts 2) or Unicode code points (an emoji counts 1). The two agree
 * on the Basic Multilingual Plane, the only place lengths are asserted (assumptions.md A13).
 */
export function nameLength(ctx: MockContext, name: string): number {
  if (ctx.choice('name-length-unit') === 'utf16-units') return name.length;
  return name.length - (name.match(SURROGATE_PAIR)?.length ?? 0);
}
