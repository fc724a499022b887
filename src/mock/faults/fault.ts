import type { RuleId } from '../../rules/catalogue.ts';

/**
 * One fault of the self-validation catalogue (issue 12): a way the mock breaks exactly one rule.
 * `id` is the rule id for the plain way of breaking it, or `<rule id>/<variant>` for another way
 * (`record-name-max-140/strict`: off by one the other way). The id is the value of
 * `vop-conformance mock --break` and `run --mock-break`; the handler that acts on it asks
 * `ctx.breaks(id)`.
 */
export interface MockFault<Id extends string = string> {
  readonly id: Id;
  /** The one rule this fault breaks (src/rules). */
  readonly rule: RuleId;
  /** What the mock does wrong, in one sentence. */
  readonly summary: string;
}

/**
 * A fault of rule `rule`; its id must be `rule` or `rule/<variant>` (checked by the compiler).
 * Returns the fault with its id's literal type, so the catalogue's ids form the `FaultId` union.
 */
export function fault<const Rule extends RuleId, const Id extends Rule | `${Rule}/${string}`>(spec: {
  readonly id: Id;
  readonly rule: Rule;
  readonly summary: string;
}): MockFault<Id> {
  return spec;
}
