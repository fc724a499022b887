import { limits } from '../schemas/limits.ts';
import type { MockContext } from './context.ts';

/**
 * The longest payee name the mock accepts under rule `ruleId`, in characters: the documented
 * maximum (interface.md Limits: 140), unlimited when the mock breaks the rule, one less when it
 * breaks it strictly (`<rule-id>/strict`, an off-by-one provider).
 */
export function nameLimit(ctx: MockContext, ruleId: string): number {
  const max = limits().partyNameMax;
  if (ctx.breaks(ruleId)) return Number.POSITIVE_INFINITY;
  if (ctx.breaks(`${ruleId}/strict`)) return max - 1;
  return max;
}
