import type { OutgoingRequest } from '../client/types.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * The failure a check's verdict states: undefined when the rule holds, else a ConformanceFailure of
 * its rule with its Received and Documented text, replaying `replay`'s request (the exchange the
 * verdict was given on).
 */
export function verdictFailure(
  verdict: Verdict,
  replay?: { readonly request: OutgoingRequest },
): ConformanceFailure | undefined {
  if (verdict.holds) return undefined;
  return new ConformanceFailure(verdict.ruleId, verdict.received, verdict.documented, replay);
}
