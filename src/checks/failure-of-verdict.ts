import type { OutgoingRequest } from '../client/types.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * The failure a verdict that does not hold states (its rule, Received, Documented; `replay`: the
 * exchange or request for the curl line); undefined when `verdict` is undefined or holds.
 */
export function failureOf(
  verdict: Verdict | undefined,
  replay?: { readonly request: OutgoingRequest },
): ConformanceFailure | undefined {
  if (!verdict || verdict.holds) return undefined;
  return new ConformanceFailure(verdict.ruleId, verdict.received, verdict.documented, replay);
}
