import type { OutgoingRequest } from '../client/types.ts';
import { ConformanceFailure } from './conformance-failure.ts';
import type { Verdict } from './exchange-check.ts';

/**
 * The failure a check's verdict states: undefined when there is no verdict or the rule holds, else
 * a ConformanceFailure of its rule with its Received and Documented text, replaying `replay`'s
 * request (the exchange the verdict was given on), when given.
 */
export function verdictFailure(
  verdict: Verdict | undefined,
  replay?: { readonly request: OutgoingRequest },
): ConformanceFailure | undefined {
  if (!verdict || verdict.holds) return undefined;
  return new ConformanceFailure(verdict.ruleId, verdict.received, verdict.documented, replay);
}
