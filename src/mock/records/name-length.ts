import type { RuleId } from '../../rules/catalogue.ts';
import { limits } from '../../schemas/limits.ts';
import type { MockContext } from '../context.ts';
import { variantOf } from '../faults/index.ts';

/**
 * The longest payee name the mock accepts under rule `ruleId`, in characters: the documented
 * maximum (interface.md Limits: 140), unlimited when the mock breaks the rule, one less when it
 * breaks it strictly (`<rule-id>/strict`, an off-by-one provider).
 */
export function nameLimit(ctx: MockContext, ruleId: RuleId): number {
  const max = limits().partyNameMax;
  if (ctx.breaks(ruleId)) return Number.POSITIVE_INFINITY;
  const strict = variantOf(ruleId, 'strict');
  if (strict && ctx.breaks(strict)) return max - 1;
  return max;
}

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

/** True when `name` is over {@link nameLimit} for `ruleId`, measured by {@link nameLength}. */
export function nameTooLong(ctx: MockContext, ruleId: RuleId, name: string): boolean {
  return nameLength(ctx, name) > nameLimit(ctx, ruleId);
}
